import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { errorStatus } from '../../../lib/api-errors';
import { memberLabel, useActivityLive, useCommentNotices, useInboxComments, useMarkNoticesRead, type ActivityComment } from '../api/activity';
import { recordPath } from './record-link';
import { htmlToLine as text } from '../../../lib/html-text';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function target(c: ActivityComment): { path: string; label: string } {
  if (c.plan) return { path: recordPath('plans', c.plan), label: `Plan: ${c.expand?.plan?.title ?? 'a plan'}` };
  if (c.task) return { path: recordPath('tasks', c.task), label: `Task: ${c.expand?.task?.title ?? 'a task'}` };
  if (c.report) return { path: recordPath('reports', c.report), label: 'A report' };
  if (c.appointment) return { path: recordPath('appointments', c.appointment), label: 'An appointment' };
  if (c.file) return { path: recordPath('files', c.file), label: 'A file' };
  return { path: '', label: 'A record' };
}


/** `/comments`: comments by others on records I can see (replies to mine among them), unread first; staff filter by member. */
export function CommentsInbox({ userId, role, emptyText }: { userId: string; role: string; emptyText?: string }) {
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
  const people = new Map(others.filter((c) => c.expand?.member).map((c) => [c.member, memberLabel(c.expand?.member)]));
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
            label="Member"
            data={[{ value: 'all', label: 'All members' }, ...[...people].map(([value, label]) => ({ value, label }))]}
            value={person}
            onChange={(v) => setPerson(v ?? 'all')}
            allowDeselect={false}
          />
        ) : (
          <span />
        )}
        {unreadIds.length ? (
          <Button variant="default" onClick={() => markRead.mutate(unreadIds)} loading={markRead.isPending}>
            Mark all read
          </Button>
        ) : null}
      </Group>
      <QueryState
        isPending={comments.isPending}
        errorMessage={comments.error ? (errorStatus(comments.error) === 0 ? 'We could not reach Covey. Check your connection and try again.' : 'We could not load the comments. Please try again.') : null}
        onRetry={() => void comments.refetch()}
        loadingLabel="Loading comments"
      >
        {shown.length === 0 ? (
          <EmptyState title="No comments yet">{emptyText ?? 'Comments on your records and replies to yours will appear here.'}</EmptyState>
        ) : (
          <Stack gap="xs" component="ul" style={list} aria-label="Comments">
            {shown.map(({ c, unread }) => {
              const t = target(c);
              return (
                <Paper key={c.id} withBorder p="sm" component="li" bg={c.internal ? 'yellow.0' : undefined}>
                  <Group gap="xs" mb={2}>
                    {unread ? <Badge color="green.8">Unread</Badge> : null}
                    {c.internal ? (
                      <Badge variant="outline" color="#7a4f01">
                        Internal note
                      </Badge>
                    ) : null}
                    <Text size="sm" fw={600}>
                      {c.author_name || 'Someone'}
                    </Text>
                    {c.expand?.member ? (
                      <Text size="sm" c="gray.7">
                        {memberLabel(c.expand.member)}
                      </Text>
                    ) : null}
                  </Group>
                  <Text lineClamp={3}>{text(c.body)}</Text>
                  {t.path ? (
                    <Anchor component={Link} to={t.path} size="sm" onClick={() => unreadBy.get(c.id) && markRead.mutate(unreadBy.get(c.id)!)}>
                      {t.label}
                    </Anchor>
                  ) : (
                    <Text size="sm">{t.label}</Text>
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
