import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys } from './circles';
import type { InviteRecord } from './types';

/** The invited person declines; the inviter is told. */
export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('invites').update<InviteRecord>(id, { status: 'declined' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
