import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';

/** Refreshes message and chat queries when a visible message changes (realtime, best effort). */
export function useLiveRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenToCollection('messages', () => {
        void queryClient.invalidateQueries({ queryKey: ['messages'] });
        void queryClient.invalidateQueries({ queryKey: ['chats'] });
      }),
    [queryClient],
  );
}
