import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { listenToCollection } from '../../../lib/live-topic';
import type { CommentsRecord, MembersRecord, NotificationsRecord, UpdatesRecord } from '../../../lib/schema';

interface ActivityMember extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name'> {}

export interface ActivityUpdate extends RecordModel, Pick<UpdatesRecord, 'created' | 'actor_name' | 'member' | 'target_collection' | 'target_id' | 'action' | 'summary' | 'visibility'> {
  expand?: { member?: ActivityMember };
}

export interface ActivityComment extends RecordModel, Pick<CommentsRecord, 'created' | 'member' | 'author' | 'author_name' | 'body' | 'internal' | 'plan' | 'task' | 'report' | 'appointment' | 'file'> {
  expand?: { member?: ActivityMember; plan?: { title: string }; task?: { title: string } };
}

export interface CommentNotice extends RecordModel, Pick<NotificationsRecord, 'link' | 'read'> {}

export function useUpdates() {
  return useQuery({
    queryKey: ['updates', 'timeline'],
    queryFn: async () => (await pb.collection('updates').getList<ActivityUpdate>(1, 100, { sort: '-created,id', expand: 'member' })).items,
  });
}

export function useInboxComments() {
  return useQuery({
    queryKey: ['comments', 'inbox'],
    queryFn: async () =>
      (await pb.collection('comments').getList<ActivityComment>(1, 100, { sort: '-created,id', expand: 'member,plan,task' })).items,
  });
}

/** my unread notices about comments (their link carries `comment=<id>`) */
export function useCommentNotices(userId: string) {
  return useQuery({
    queryKey: ['notifications', 'comments', userId],
    queryFn: () =>
      pb.collection('notifications').getFullList<CommentNotice>({
        filter: pb.filter('user = {:u} && read = false && link ~ "comment="', { u: userId }),
        sort: '-created,id',
      }),
    enabled: userId !== '',
  });
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await pb.collection('notifications').update(id, { read: true });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/** live refresh of the timeline and comment inbox */
export function useActivityLive() {
  const qc = useQueryClient();
  useEffect(() => {
    const stops = ['updates', 'comments', 'notifications'].map((c) => listenToCollection(c, () => void qc.invalidateQueries({ queryKey: [c] })));
    return () => stops.forEach((s) => s());
  }, [qc]);
}
