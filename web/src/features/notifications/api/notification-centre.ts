/**
 * The signed-in person's `notifications` (product.md §4 "Notification centre"): the unread count (one
 * count request on the (user, read) index), the list newest first 30 per page, marking read, and a
 * realtime subscription on the collection that refreshes both. Always filtered to the viewer's own id:
 * an operator (a superuser, whom no rule limits) sees only notices addressed to them.
 */
import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { listenToCollection } from '../../../lib/live-topic';
import type { NotificationsRecord } from '../../../lib/schema';

const NOTIFICATIONS_PER_PAGE = 30;

export interface Notice
  extends RecordModel,
    Pick<NotificationsRecord, 'title' | 'body' | 'link' | 'kind' | 'read' | 'subject_name' | 'created'> {}

const notificationKeys = {
  all: ['notifications'] as const,
  unread: (me: string) => ['notifications', 'unread', me] as const,
  list: (me: string) => ['notifications', 'list', me] as const,
  unreadItems: (me: string, limit: number) => ['notifications', 'unread-items', me, limit] as const,
};

const FIELDS = 'id,collectionId,collectionName,title,body,link,kind,read,subject_name,created';
const mine = (me: string) => pb.filter('user = {:me}', { me });
const unreadFilter = (me: string) => pb.filter('user = {:me} && read = false', { me });
/** shown in the app (a kind turned off in the app is kept only for the email digest) */
const listFilter = (me: string) => `${mine(me)} && channels ~ "in_app"`;

async function countUnread(me: string): Promise<number> {
  const page = await pb.collection('notifications').getList(1, 1, { filter: unreadFilter(me), fields: 'id', skipTotal: false });
  return page.totalItems;
}

/** the unread count (also prefetched with the home, app/routes/main/home-data) */
export const unreadCountQuery = (me: string) => ({ queryKey: notificationKeys.unread(me), queryFn: () => countUnread(me) });

export function useUnreadCount(me: string) {
  return useQuery({ ...unreadCountQuery(me), enabled: me !== '' });
}

export function useNotificationPages(me: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(me),
    enabled: enabled && me !== '',
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      pb.collection('notifications').getList<Notice>(pageParam, NOTIFICATIONS_PER_PAGE, {
        filter: listFilter(me),
        sort: '-created,-id',
        fields: FIELDS,
      }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** the newest unread notices (the home card) */
/** how many unread notices the home lists */
export const HOME_NOTICE_LIMIT = 5;

/** the latest unread notices (the home's are also prefetched with it, app/routes/main/home-data) */
export const unreadNoticesQuery = (me: string, limit = HOME_NOTICE_LIMIT) => ({
  queryKey: notificationKeys.unreadItems(me, limit),
  queryFn: () =>
    pb.collection('notifications').getList<Notice>(1, limit, { filter: unreadFilter(me), sort: '-created,-id', fields: FIELDS }),
});

export function useUnreadNotices(me: string, limit = HOME_NOTICE_LIMIT) {
  return useQuery({ ...unreadNoticesQuery(me, limit), enabled: me !== '' });
}

/** keeps every notification query current while mounted (realtime, best effort) */
export function useLiveNotifications(me: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return undefined;
    return listenToCollection('notifications', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  }, [me, queryClient]);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('notifications').update(id, { read: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** marks every unread notice read, a few requests at a time */
async function markAllRead(me: string): Promise<number> {
  const unread = await pb.collection('notifications').getFullList({ filter: unreadFilter(me), fields: 'id', batch: 500 });
  const ids = unread.map((n) => n.id);
  for (let i = 0; i < ids.length; i += 5) {
    await Promise.all(ids.slice(i, i + 5).map((id) => pb.collection('notifications').update(id, { read: true }, { fields: 'id' })));
  }
  return ids.length;
}

export function useMarkAllRead(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(me),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
