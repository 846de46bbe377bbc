import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys } from './circles';
import type { IssuedInvite } from './types';

/** Sends an invitation again with a new link (the old one stops working). */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.send<IssuedInvite>(`/api/invites/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
