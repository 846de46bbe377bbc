/**
 * Unread messages from the other side (spec §7): full list, batch 500, `read = false && role != "<my role>"`.
 * Only members run it. A realtime subscription on `messages` keeps it current.
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { unreadFilter } from '../../../lib/unread-filter';
import { listenToCollection } from '../../../lib/live-topic';
import { queryKeys } from '../../../lib/query-client';

const FULL_LIST_BATCH = 500;

function getUnreadMessages(role: string): Promise<RecordModel[]> {
  return pb
    .collection('messages')
    .getFullList({ batch: FULL_LIST_BATCH, filter: unreadFilter(role), fields: 'id' });
}

/** the member's unread messages (also prefetched with the home, app/routes/main/home-data) */
export function getUnreadMessagesQueryOptions(role: string) {
  return queryOptions({ queryKey: queryKeys.unreadMessages(role), queryFn: () => getUnreadMessages(role) });
}

export function useUnreadMessages(role: string | undefined) {
  const enabled = role === 'member';
  const queryClient = useQueryClient();
  const query = useQuery({ ...getUnreadMessagesQueryOptions(role ?? ''), enabled });

  useEffect(() => {
    if (!enabled) return undefined;
    // Realtime is optional: without it the list still refreshes on focus and navigation.
    return listenToCollection('messages', () => void queryClient.invalidateQueries({ queryKey: ['messages', 'unread'] }));
  }, [enabled, queryClient]);

  return query;
}
