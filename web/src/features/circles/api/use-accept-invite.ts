import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { acceptAndRefresh, type Accepted } from './accept-and-refresh';

/**
 * Accepts an invitation, by its id (in /invites) or by the token of its link (then the session is refreshed:
 * accepting confirms the email address). Everything is refetched: the person now sees another's records.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (by: { invite: string } | { token: string }) =>
      'token' in by
        ? acceptAndRefresh(by.token)
        : pb.send<Accepted>('/api/invites/accept', { method: 'POST', body: { invite: by.invite } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
