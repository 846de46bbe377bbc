import type { QueryClient } from '@tanstack/react-query';
import { counselorChatQuery, myMemberQuery, recentChatsQuery } from './member-home';

/**
 * Starts the home's requests from the route loader, alongside the guard's, instead of one after the other
 * once the screen renders (the screen's queries then find them in flight or done). Never throws: the
 * screen's own queries show loading and error states.
 */
export function prefetchHome(client: QueryClient, user: { id: string; role?: string } | null): void {
  if (!user || (user.role !== undefined && user.role !== '' && user.role !== 'member')) return;
  void client.prefetchQuery(recentChatsQuery());
  void client
    .fetchQuery(myMemberQuery(user.id))
    .then((member) => (member ? client.prefetchQuery(counselorChatQuery(member.id)) : undefined))
    .catch(() => undefined);
}
