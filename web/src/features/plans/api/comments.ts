import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { CommentRecord, UpdateRecord } from './types';

export function useComments(target: 'plan' | 'task', id: string) {
  return useQuery({
    queryKey: ['comments', target, id],
    queryFn: () =>
      pb.collection('comments').getFullList<CommentRecord>({ filter: pb.filter(`${target} = {:id}`, { id }), sort: 'created,id' }),
  });
}

export function usePostComment(target: 'plan' | 'task', id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; internal: boolean; author: string; member: string }) =>
      pb.collection('comments').create<CommentRecord>({ [target]: id, ...input }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['comments'] });
      void qc.invalidateQueries({ queryKey: ['updates'] });
    },
  });
}

/** the history of a plan: its own updates and those of its tasks */
export function usePlanHistory(planId: string, taskIds: string[]) {
  return useQuery({
    queryKey: ['updates', 'plan', planId, taskIds.join(',')],
    queryFn: () => {
      const ids = [planId, ...taskIds];
      const filter = ids.map((_, i) => `target_id = {:t${i}}`).join(' || ');
      const params = Object.fromEntries(ids.map((id, i) => [`t${i}`, id]));
      return pb.collection('updates').getList<UpdateRecord>(1, 50, { filter: pb.filter(filter, params), sort: '-created,id' }).then((r) => r.items);
    },
  });
}

/** opening a plan or task reads the notices about its comments (they count as unread on /comments until then) */
export function useReadCommentNotices(target: 'plan' | 'task', id: string, userId: string, count: number) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId || !id) return;
    let stopped = false;
    void (async () => {
      const link = `/${target}s/${id}?comment=`;
      const unread = await pb
        .collection('notifications')
        .getFullList({ filter: pb.filter('user = {:u} && read = false && link ~ {:l}', { u: userId, l: link }) })
        .catch(() => []);
      for (const n of unread) {
        if (stopped) return;
        await pb.collection('notifications').update(n.id, { read: true }).catch(() => undefined);
      }
      if (unread.length) void qc.invalidateQueries({ queryKey: ['notifications'] });
    })();
    return () => {
      stopped = true;
    };
  }, [target, id, userId, count, qc]);
}
