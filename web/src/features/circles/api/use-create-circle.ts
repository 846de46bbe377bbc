import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { circleKeys } from './circles';
import type { CircleRecord } from './types';

/** Creates a circle sharing `member`'s information, owned by `owner`. */
export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ owner, member, name }: { owner: string; member: string; name: string }) =>
      pb.collection('circles').create<CircleRecord>({ owner, member, name: name.trim() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}
