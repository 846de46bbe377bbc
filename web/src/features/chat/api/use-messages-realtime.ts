import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';
import { invalidateMessages } from './unread';

/**
 * Listens to `messages` (the server only sends what the rules let this user see) and refreshes
 * message and chat queries on every event.
 */
export function useMessagesRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => listenToCollection('messages', () => void invalidateMessages(queryClient)), [queryClient]);
}
