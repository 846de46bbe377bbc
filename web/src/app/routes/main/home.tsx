import { lazy, Suspense, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { MailSetupNotice } from '../../../components/mail-setup-notice';
import { useMailConfigured } from '../../../lib/mail-status';
import { Page } from '../../../components/page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { getRuntimeConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { CoverageCard } from '../../../features/coverages/components/coverage-card';
import { MemberHome } from '../../../features/home/components/member-home';
import { AskAssistantBox } from '../../../features/chat/components/ask-assistant-box';
import { MemberReportsCard } from '../../../features/reports/components/home-cards';
import { ActivePlanCard, MemberTasksCard } from '../../../features/plans/components/home-cards';
import { NotificationList } from '../../../features/notifications/components/notification-list';
import { NextAppointmentCard } from '../../../features/appointments/components/home-cards';
import { viewerZone } from '../../../features/appointments/lib/time';
import { useMyMember } from '../../../features/home/api/member-home';
import { prefetchHome } from './home-data';
import { getQueryClient } from '../../../lib/query-client';
import { readSession, useSession } from '../../../lib/session';
import { PRIMARY_NAV, navRole, routeOffered, type NavSubject } from '../../layouts/role-nav';
import { HOME_TILES } from './home-tiles';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';
import { invalidateMemberState } from '../../guard-loader';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

// Staff homes load on demand: a member's first load of `/` neither fetches nor runs them (decision 0039).
const staffHome = () => import('./staff-home');
const CounselorHomeSection = lazy(() => staffHome().then((m) => ({ default: m.CounselorHomeSection })));
const EmployerHomePanel = lazy(() => staffHome().then((m) => ({ default: m.EmployerHomePanel })));
const BrokerHomePanel = lazy(() => staffHome().then((m) => ({ default: m.BrokerHomePanel })));
const OpsHomeSection = lazy(() => staffHome().then((m) => ({ default: m.OpsHomeSection })));

function greeting(): MessageId {
  const hour = new Date().getHours();
  return hour < 12 ? 'homeScreen.morning' : hour < 18 ? 'homeScreen.afternoon' : 'homeScreen.evening';
}

/** Route loader: starts the home's data in parallel with the guard (does not wait for it). */
export function HomeScreenLoader(): null {
  prefetchHome(getQueryClient(), readSession().user);
  return null;
}

/**
 * Below a member's dashboard (off screen on a phone), with the area tiles: rendered once the dashboard is, so
 * the dashboard arriving does not push them down (layout shift), nor do they compete with it for the first render.
 */
function MemberHomeMore({ userId, after }: { userId: string; after: ReactNode }) {
  const member = useMyMember(userId);
  if (member.isPending) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MemberTasksCard />
        <ActivePlanCard />
      </SimpleGrid>
      <NotificationList userId={userId} />
      {after}
    </>
  );
}

function OperatorMailNotice() {
  return <MailSetupNotice configured={useMailConfigured().data?.configured} />;
}

export function HomeScreen() {
  const t = useT();
  const session = useSession();
  const user = session.user;
  const subject: NavSubject = { user, isSuperuser: session.isSuperuser, environment: getRuntimeConfig().environment };
  const role = navRole(subject);
  const firstName = user?.name?.trim().split(/\s+/)[0];
  const tz = viewerZone(user?.['timezone']);
  // Only the role's own tiles, only where the guard would open them, and not the navigation's own
  // destinations again (chat stays: "Talk with your counselor" is a member's first step).
  const inNav = new Set(role ? PRIMARY_NAV[role].map((item) => item.to) : []);
  const tiles = role
    ? HOME_TILES[role].filter(
        (tile) => (tile.to === paths.chat.path || !inNav.has(tile.to)) && routeOffered(subject, tile.to),
      )
    : [];
  const areas =
    tiles.length > 0 ? (
      <nav aria-label={t('homeScreen.areas')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {tiles.map((tile) => (
            <UnstyledButton key={tile.to} component={Link} to={tile.to}>
              <Paper withBorder p="md" h="100%">
                <Text fw={700}>{t(tile.label)}</Text>
                <Text size="sm" c="gray.7">
                  {t(tile.hint)}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
    ) : null;
  return (
    <Page
      title={
        session.isSuperuser
          ? t('homeScreen.operations')
          : firstName
            ? t('homeScreen.welcomeName', { name: firstName })
            : t('homeScreen.welcome')
      }
      description={session.isSuperuser ? t('homeScreen.operationsDescription') : t(greeting())}
    >
      <Stack gap="lg">
        {session.isSuperuser ? <OperatorMailNotice /> : null}
        {user?.role === 'member' ? (
          <>
            <PersonSwitcher userId={user.id} />
            <MemberHome
              userId={user.id}
              onCaregiverStarts={invalidateMemberState}
              coverage={(memberId) => <CoverageCard memberId={memberId} />}
              reports={<MemberReportsCard />}
              assistant={<AskAssistantBox userId={user.id} />}
              nextAppointment={
                <NextAppointmentCard
                  tz={tz}
                  hrefOf={paths.appointment.href}
                  bookHref={paths.appointmentsNew.href()}
                  listHref={paths.appointments.href()}
                />
              }
            />
            <MemberHomeMore userId={user.id} after={areas} />
          </>
        ) : null}
        {user?.role === 'counselor' || user?.role === 'employer' || user?.role === 'broker' ? (
          <Suspense fallback={<PageSkeleton label={t('home.loading')} />}>
            {user.role === 'counselor' ? <CounselorHomeSection userId={user.id} tz={tz} /> : null}
            {user.role === 'employer' ? <EmployerHomePanel userId={user.id} /> : null}
            {user.role === 'broker' ? <BrokerHomePanel brokerId={String(user['broker'] ?? '')} /> : null}
          </Suspense>
        ) : null}
        {session.isSuperuser ? (
          <Suspense fallback={<PageSkeleton label={t('homeScreen.loadingOps')} />}>
            <OpsHomeSection />
          </Suspense>
        ) : null}
        {user?.role === 'member' ? null : areas}
      </Stack>
    </Page>
  );
}
