import { useMutation } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

/** A new secret for a confidential app, returned once. */
export function useCreateClientSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<{ client_id: string; client_secret: string }>(`/api/oauth/clients/${encodeURIComponent(id)}/secret`, {
        method: 'POST',
      }),
  });
}
