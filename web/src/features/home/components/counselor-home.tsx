import type { ReactNode } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useNewAssignments, useUnreadConversations } from '../api/counselor-home';
import { useLiveRefresh } from '../api/use-live-refresh';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import type { MembersStatus } from '../../../lib/schema';
import { HomeSection } from './home-section';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

const STATUS: Readonly<Record<MembersStatus, MessageId>> = {
  invited: 'home.memberStatus.invited',
  onboarding: 'home.memberStatus.onboarding',
  pending: 'home.memberStatus.pending',
  active: 'home.memberStatus.active',
  inactive: 'home.memberStatus.inactive',
};

/** The counselor's work queue: unread conversations and new assignments. */
export function CounselorHome({
  userId,
  reports,
  todayAppointments,
}: {
  userId: string;
  /** the reports card (given by the route) */
  reports?: ReactNode;
  /** today's appointments (given by the route) */
  todayAppointments?: ReactNode;
}) {
  const t = useT();
  const unread = useUnreadConversations('counselor');
  const assignments = useNewAssignments(userId);
  useLiveRefresh();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {todayAppointments}
      <HomeSection id="home-unread" title={t('home.unreadTitle')}>
        <QueryState
          isPending={unread.isPending}
          errorMessage={unread.error ? errorMessage(unread.error) : null}
          onRetry={() => void unread.refetch()}
          loadingLabel={t('home.unreadLoading')}
        >
          {(unread.data ?? []).length === 0 ? (
            <Text c="gray.7">{t('home.caughtUp')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={list}>
              {(unread.data ?? []).map((c) => (
                <li key={c.chatId}>
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={paths.chatThread.href(c.chatId)} fw={600}>
                      {c.name || t('home.member')}
                    </Anchor>
                    <Badge color="red.8">{t('home.unreadCount', { count: c.count })}</Badge>
                  </Group>
                  <Text size="sm" lineClamp={1}>
                    {c.lastBody || t('home.sentAttachment')}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </HomeSection>
      <HomeSection id="home-assignments" title={t('home.assignmentsTitle')}>
        <QueryState
          isPending={assignments.isPending}
          errorMessage={assignments.error ? errorMessage(assignments.error) : null}
          onRetry={() => void assignments.refetch()}
          loadingLabel={t('home.assignmentsLoading')}
        >
          {(assignments.data ?? []).length === 0 ? (
            <Text c="gray.7">{t('home.noAssignments')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={list}>
              {(assignments.data ?? []).map((m) => (
                <li key={m.id}>
                  <Anchor component={Link} to={paths.member.href(m.id)} fw={600}>
                    {`${m.first_name} ${m.last_name}`.trim() || t('home.unnamedMember')}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {m.status ? t('home.status', { status: t(STATUS[m.status]) }) : t('home.new')}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </HomeSection>
      {reports}
    </SimpleGrid>
  );
}
