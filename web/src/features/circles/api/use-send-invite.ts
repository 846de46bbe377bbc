import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys, type InviteInput } from './circles';
import type { IssuedInvite } from './types';

/** Sends an invitation to a circle; the answer carries the link (to copy when the email does not arrive). */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => pb.send<IssuedInvite>('/api/invites', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
