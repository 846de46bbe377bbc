import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';

/** Keeps plan, task, comment and activity queries current over realtime (a proposal shows up without a reload). */
export function usePlansLive() {
  const qc = useQueryClient();
  useEffect(() => {
    const stops = ['plans', 'tasks', 'comments', 'updates'].map((collection) =>
      listenToCollection(collection, () => {
        void qc.invalidateQueries({ queryKey: [collection] });
        if (collection === 'tasks') void qc.invalidateQueries({ queryKey: ['plans'] });
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [qc]);
}
