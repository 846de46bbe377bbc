import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';

/** refreshes suggestions when one is proposed, accepted or dismissed (realtime) */
export function useSuggestionsLive() {
  const client = useQueryClient();
  useEffect(
    () => listenToCollection('suggestions', () => void client.invalidateQueries({ queryKey: ['suggestions'] })),
    [client],
  );
}
