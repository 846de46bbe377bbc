import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { errorStatus } from '../../../lib/api-errors';
import { useTask, useUpdateTask } from '../api/plans';
import { type ChecklistItem, type TaskRecord } from '../api/types';
import { htmlToText } from '../../../lib/html-text';
import { usePlansLive } from '../api/use-plans-live';
import { formatDateTime, formatDay, isOverdue } from '../lib/dates';
import { loadError, saveError, transitionError } from '../lib/plan-errors';
import { TASK_MOVES, priorityLabel, taskCategoryLabel, taskMoveLabel } from '../lib/status';
import { CommentThread } from './comment-thread';
import { ViewOnlyNote } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName } from '../../../lib/whose';
import { StatusBadge } from './status-badge';
import { TaskEditButton } from './task-form';
import { personName } from '../../../lib/person-name';

function Checklist({ task, readOnly }: { task: TaskRecord; readOnly: boolean }) {
  const update = useUpdateTask();
  const [error, setError] = useState<string | null>(null);
  const saved = task.checklist ?? [];
  const t = useT();
  const savedKey = JSON.stringify(saved);
  // ticks show at once; the saved list wins again when it changes (or when the save fails)
  const [local, setLocal] = useState<{ key: string; items: ChecklistItem[] }>({ key: savedKey, items: saved });
  const items = local.key === savedKey ? local.items : saved;
  if (!items.length) return null;
  const tick = (index: number, done: boolean) => {
    setError(null);
    const next = items.map((item, i) => (i === index ? { ...item, done } : item));
    setLocal({ key: savedKey, items: next });
    update.mutate(
      { id: task.id, body: { checklist: next } },
      {
        onError: (e) => {
          setLocal({ key: savedKey, items: saved });
          setError(saveError('checklist', e).message);
        },
      },
    );
  };
  const done = items.filter((i) => i.done).length;
  return (
    <section aria-labelledby="task-checklist">
      <Title order={2} fz="lg" id="task-checklist" mb="xs">
        {t('plans.checklistCount', { done, total: items.length })}
      </Title>
      <Stack gap="xs">
        {items.map((item, i) =>
          readOnly ? (
            <Text key={`${i}-${item.text}`}>
              {item.text} <Text span c="gray.7" size="sm">({item.done ? t('plans.itemDone') : t('plans.itemTodo')})</Text>
            </Text>
          ) : (
            <Checkbox key={`${i}-${item.text}`} label={item.text} checked={item.done} onChange={(e) => tick(i, e.currentTarget.checked)} />
          ),
        )}
      </Stack>
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
    </section>
  );
}

function StatusButtons({ task }: { task: TaskRecord }) {
  const update = useUpdateTask();
  const [error, setError] = useState<string | null>(null);
  const moves = TASK_MOVES[task.status] ?? [];
  useT();
  const move = (to: string) => {
    setError(null);
    update.mutate({ id: task.id, body: { status: to } }, { onError: (e) => setError(transitionError('task', task.status, to, e)) });
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {moves.map((to) => (
          <Button key={to} variant={to === 'done' ? 'filled' : 'default'} onClick={() => move(to)} disabled={update.isPending}>
            {taskMoveLabel(task.status, to)}
          </Button>
        ))}
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/** `/tasks/{id}`: details, checklist, status buttons limited to the allowed moves, due/reminder, assignee, plan link, comments. */
export function TaskDetail({ id, userId, role }: { id: string; userId: string; role: string }) {
  usePlansLive();
  const task = useTask(id);
  const tr = useT();
  const t = task.data;
  // shared only to view (and not assigned to the viewer): no status moves, edits or ticks
  const viewOnly = useViewOnly(userId, 'plans')(t?.member) && t?.assignee !== userId;
  if (task.error && errorStatus(task.error) === 404) {
    return <EmptyState title={tr('plans.taskNotAvailableTitle')}>{tr('plans.notAvailable')}</EmptyState>;
  }
  const isCounselor = role === 'counselor';
  return (
    <QueryState isPending={task.isPending} errorMessage={task.error ? loadError(task.error) : null} onRetry={() => void task.refetch()} loadingLabel={tr('plans.loadingTask')}>
      {t ? (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge kind="task" status={t.status} />
            {isOverdue(t.due, t.status) ? <Badge color="red.9">{tr('plans.overdue')}</Badge> : null}
            {t.expand?.member && !viewOnly ? <TaskEditButton member={t.expand.member} task={t} userId={userId} isCounselor={isCounselor} /> : null}
          </Group>
          {viewOnly ? <ViewOnlyNote name={otherName(t.expand?.member, userId)} /> : <StatusButtons task={t} />}
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Fact label={tr('plans.due')}>{t.due ? formatDay(t.due) : tr('plans.noDueDate')}</Fact>
              <Fact label={tr('plans.reminder')}>{t.remind_at ? formatDateTime(t.remind_at) : tr('plans.noReminder')}</Fact>
              <Fact label={tr('plans.assignee')}>
                {t.expand?.assignee?.name || (t.assignee ? tr('plans.someoneInTeam') : tr('plans.notAssigned'))}
              </Fact>
              <Fact label={tr('plans.for')}>{personName(t.expand?.member, { missing: '' }) || '—'}</Fact>
              <Fact label={tr('plans.priority')}>{priorityLabel(t.priority || 'normal')}</Fact>
              <Fact label={tr('plans.category')}>{taskCategoryLabel(t.category || 'other')}</Fact>
              <Fact label={tr('plans.plan')}>
                {t.plan && t.expand?.plan ? (
                  <Anchor component={Link} to={paths.plan.href(t.plan)}>
                    {t.expand.plan.title}
                  </Anchor>
                ) : (
                  tr('plans.notPartOfPlan')
                )}
              </Fact>
              {t.waiting_on ? <Fact label={tr('plans.waitingOn')}>{t.waiting_on}</Fact> : null}
            </SimpleGrid>
          </Paper>
          {t.details ? (
            <section aria-labelledby="task-details">
              <Title order={2} fz="lg" id="task-details" mb="xs">
                {tr('plans.details')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{htmlToText(t.details)}</Text>
            </section>
          ) : null}
          <Checklist task={t} readOnly={viewOnly} />
          <CommentThread target="task" id={t.id} member={t.member} userId={userId} isCounselor={isCounselor} readOnly={viewOnly} />
          <Anchor component={Link} to={paths.tasks.path}>
            {tr('plans.allTasks')}
          </Anchor>
        </Stack>
      ) : null}
    </QueryState>
  );
}
