/**
 * Live circle state: any change to a circle, a circle row or an invite the user can see refreshes
 * the circle screens; a change to one of the user's own rows (revoked, rescoped, expired, left)
 * refreshes every open screen, so shared records disappear at once and the screen shows that access
 * ended (the server already stopped delivering them).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listenToCollection } from '../../../lib/live-topic';
import { circleKeys } from './circles';

export function useCircleLive(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const refreshCircles = () => void queryClient.invalidateQueries({ queryKey: circleKeys.all });
    const stops = [
      listenToCollection('circle_members', (e) => {
        if (e.record['user'] === userId) void queryClient.invalidateQueries();
        else refreshCircles();
      }),
      listenToCollection('circles', refreshCircles),
      listenToCollection('invites', refreshCircles),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, userId]);
}
