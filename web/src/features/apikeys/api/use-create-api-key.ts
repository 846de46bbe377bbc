import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { apiKeyKeys, type CreatedKey } from './api-keys-api';

export interface NewApiKey {
  name: string;
  scopes: string[];
  /** null: never expires */
  expiresInDays: number | null;
}

/** Creates a key; the answer carries its secret, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKey) =>
      pb.send<CreatedKey>('/api/keys', {
        method: 'POST',
        body: { name: input.name, scopes: input.scopes, expires_in_days: input.expiresInDays },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
