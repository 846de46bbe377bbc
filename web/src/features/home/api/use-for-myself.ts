import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

/** A caregiver account starts using Covey for themselves (POST /api/members/use-for-myself); the member row it creates is refetched. */
export function useUseForMyself() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pb.send('/api/members/use-for-myself', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
