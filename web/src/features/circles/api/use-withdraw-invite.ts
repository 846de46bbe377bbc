import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys } from './circles';
import type { InviteRecord } from './types';

/** The inviter withdraws an invitation: its link stops working. */
export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('invites').update<InviteRecord>(id, { status: 'revoked' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
