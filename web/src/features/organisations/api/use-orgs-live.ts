/**
 * Live roster, invitations and figures: any change to `members`, `invites` or `metrics` the viewer
 * may see refreshes the organisation queries, at most twice a second (an import of thousands of
 * rows sends thousands of events).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';
import { orgKeys } from './orgs-api';

const TOPICS = ['members', 'invites', 'metrics', 'employers'] as const;

export function useOrgsLive(): void {
  const qc = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void qc.invalidateQueries({ queryKey: orgKeys.all });
      }, 500);
    };
    const stops = TOPICS.map((t) => listenToCollection(t, refresh));
    return () => {
      if (timer) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [qc]);
}
