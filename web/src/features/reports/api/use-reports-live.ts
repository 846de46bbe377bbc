import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';

/** Refreshes report screens when a visible report, comment or activity row changes (realtime). */
export function useReportsLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['reports'] });
    const stops = [
      listenToCollection('reports', refresh),
      listenToCollection('comments', (e) => {
        if (e.record['report']) refresh();
      }),
      listenToCollection('updates', (e) => {
        if (e.record['target_collection'] === 'reports') refresh();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
