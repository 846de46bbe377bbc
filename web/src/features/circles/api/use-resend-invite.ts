import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys } from './circles';
import type { IssuedInvite } from './types';

/**
 * Sends an invitation again with a new link (the old one stops working); `send: false` only issues
 * the new link to copy ("Copy link": only the link's hash is stored, so it cannot be shown again).
 */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, send = true }: { id: string; send?: boolean }) =>
      pb.send<IssuedInvite>(`/api/invites/${encodeURIComponent(id)}/resend`, { method: 'POST', body: { send } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
