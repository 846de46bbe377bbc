import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';

/** refreshes the vault when a file or a comment changes anywhere the viewer can see (realtime) */
export function useVaultLive() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ['vault'] });
    const stops = [listenToCollection('files', refresh), listenToCollection('comments', refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
