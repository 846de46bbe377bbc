import type { QueryClient } from '@tanstack/react-query';
import { appointmentsQuery } from '../../../features/appointments/api/appointments-api';
import { primaryCoverageQuery } from '../../../features/coverages/api/coverage-actions';
import { counselorChatQuery, myMemberQuery, recentChatsQuery } from '../../../features/home/api/member-home';
import { getUnreadMessagesQueryOptions } from '../../../features/notifications/api/get-unread-messages';
import { unreadCountQuery, unreadNoticesQuery } from '../../../features/notifications/api/notification-centre';
import { plansQuery, tasksQuery } from '../../../features/plans/api/plans';
import { reportsQuery } from '../../../features/reports/api/reports-api';
import { peopleISeeQuery } from '../../../lib/people-i-see';

/**
 * Every request of a member's home, started at once (decisions 0045, 0062): from the signed-in preload, before
 * any of the screen's code, and again from the route loader (a no-op then: in flight or fresh). The screen's
 * queries find them in flight or done, so the dashboard renders once or twice instead of once per answer as
 * twelve requests each left when their card mounted. The member row's own dependants (the counselor's chat,
 * the primary coverage) leave as soon as it is in. Never throws: the screen's own queries show loading and error
 * states. Staff homes are not prefetched (their screens load on demand, decision 0039).
 */
export function prefetchHome(client: QueryClient, user: { id: string; role?: string } | null): void {
  if (!user || (user.role !== undefined && user.role !== '' && user.role !== 'member')) return;
  void client
    .fetchQuery(myMemberQuery(user.id))
    .then((member) => {
      if (!member) return;
      void client.prefetchQuery(counselorChatQuery(member.id));
      void client.prefetchQuery(primaryCoverageQuery(member.id));
    })
    .catch(() => undefined);
  void client.prefetchQuery(recentChatsQuery());
  void client.prefetchQuery(appointmentsQuery());
  void client.prefetchQuery(reportsQuery('member'));
  void client.prefetchQuery(tasksQuery());
  void client.prefetchQuery(plansQuery());
  void client.prefetchQuery(unreadNoticesQuery(user.id));
  void client.prefetchQuery(unreadCountQuery(user.id));
  void client.prefetchQuery(peopleISeeQuery(user.id));
  void client.prefetchQuery(getUnreadMessagesQueryOptions('member'));
}
