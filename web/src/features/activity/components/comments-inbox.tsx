import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { errorStatus } from '../../../lib/api-errors';
import { useActivityLive, useCommentNotices, useInboxComments, useMarkNoticesRead, type ActivityComment } from '../api/activity';
import { recordPath } from './record-link';
import { htmlToLine as text } from '../../../lib/html-text';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function target(c: ActivityComment): { path: string; label: string } {
  if (c.plan) return { path: recordPath('plans', c.plan), label: t('activity.onPlan', { title: c.expand?.plan?.title ?? t('activity.aPlan') }) };
  if (c.task) return { path: recordPath('tasks', c.task), label: t('activity.onTask', { title: c.expand?.task?.title ?? t('activity.aTask') }) };
  if (c.report) return { path: recordPath('reports', c.report), label: t('activity.aReport') };
  if (c.appointment) return { path: recordPath('appointments', c.appointment), label: t('activity.anAppointment') };
  if (c.file) return { path: recordPath('files', c.file), label: t('activity.aFile') };
  return { path: '', label: t('activity.aRecord') };
}


/** `/comments`: comments by others on records I can see (replies to mine among them), unread first; staff filter by member. */
export function CommentsInbox({ userId, role, emptyText }: { userId: string; role: string; emptyText?: string }) {
  useT();
  useActivityLive();
  const comments = useInboxComments();
  const notices = useCommentNotices(userId);
  const markRead = useMarkNoticesRead();
  const [person, setPerson] = useState('all');
  const unreadBy = new Map<string, string[]>();
  for (const n of notices.data ?? []) {
    const id = /comment=([A-Za-z0-9]+)/.exec(n.link)?.[1];
    if (id) unreadBy.set(id, [...(unreadBy.get(id) ?? []), n.id]);
  }
  const others = (comments.data ?? []).filter((c) => c.author !== userId);
  const people = new Map(others.filter((c) => c.expand?.member).map((c) => [c.member, personName(c.expand?.member, { missing: '' })]));
  const shown = others
    .filter((c) => person === 'all' || c.member === person)
    .map((c, i) => ({ c, i, unread: unreadBy.has(c.id) }))
    .sort((a, b) => (a.unread === b.unread ? a.i - b.i : a.unread ? -1 : 1));
  const unreadIds = [...unreadBy.values()].flat();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {role === 'counselor' || role === 'superuser' ? (
          <Select
            label={t('activity.member')}
            data={[{ value: 'all', label: t('activity.allMembers') }, ...[...people].map(([value, label]) => ({ value, label }))]}
            value={person}
            onChange={(v) => setPerson(v ?? 'all')}
            allowDeselect={false}
          />
        ) : (
          <span />
        )}
        {unreadIds.length ? (
          <Button variant="default" onClick={() => markRead.mutate(unreadIds)} loading={markRead.isPending}>
            {t('activity.markAllRead')}
          </Button>
        ) : null}
      </Group>
      <QueryState
        isPending={comments.isPending}
        errorMessage={comments.error ? (errorStatus(comments.error) === 0 ? t('activity.unreachable') : t('activity.commentsFailed')) : null}
        onRetry={() => void comments.refetch()}
        loadingLabel={t('activity.commentsLoading')}
      >
        {shown.length === 0 ? (
          <EmptyState title={t('activity.noComments')}>{emptyText ?? t('activity.noCommentsHint')}</EmptyState>
        ) : (
          <Stack gap="xs" component="ul" style={list} aria-label={t('activity.comments')}>
            {shown.map(({ c, unread }) => {
              const to = target(c);
              return (
                <Paper key={c.id} withBorder p="sm" component="li" bg={c.internal ? 'yellow.0' : undefined}>
                  <Group gap="xs" mb={2}>
                    {unread ? <Badge color="green.8">{t('activity.unread')}</Badge> : null}
                    {c.internal ? (
                      <Badge variant="outline" color="#7a4f01">
                        {t('activity.internalNote')}
                      </Badge>
                    ) : null}
                    <Text size="sm" fw={600}>
                      {c.author_name || t('activity.someone')}
                    </Text>
                    {c.expand?.member ? (
                      <Text size="sm" c="gray.7">
                        {personName(c.expand.member, { missing: '' })}
                      </Text>
                    ) : null}
                  </Group>
                  <Text lineClamp={3}>{text(c.body)}</Text>
                  {to.path ? (
                    <Anchor component={Link} to={to.path} size="sm" onClick={() => unreadBy.get(c.id) && markRead.mutate(unreadBy.get(c.id)!)}>
                      {to.label}
                    </Anchor>
                  ) : (
                    <Text size="sm">{to.label}</Text>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
