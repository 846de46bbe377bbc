import { useState } from 'react';
import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpdateTask } from '../api/plans';
import { type TaskRecord } from '../api/types';
import { formatDay, isOverdue } from '../lib/dates';
import { transitionError } from '../lib/plan-errors';
import { TASK_MOVES } from '../lib/status';
import { StatusBadge } from './status-badge';
import { useViewOnly } from '../../../lib/circle-manage';
import { useSession } from '../../../lib/session';
import { otherName } from '../../../lib/whose';
import { useT } from '../../../i18n/use-t';
import { whoseArgs } from '../lib/whose-args';
import { personName } from '../../../lib/person-name';

/**
 * One task: one-tap complete (when the task may move to done), title link, due date, person and
 * plan. Another person's task names them; one shared only to view (and not assigned to the viewer)
 * has no tick box.
 */
export function TaskRow({
  task,
  showPerson = false,
  showPlan = false,
}: {
  task: TaskRecord;
  showPerson?: boolean;
  showPlan?: boolean;
}) {
  const update = useUpdateTask();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  // the tap shows at once; the saved status wins again once it changes (or the save fails)
  const [optimistic, setOptimistic] = useState<{ from: string; done: boolean } | null>(null);
  const done = optimistic && optimistic.from === task.status ? optimistic.done : task.status === 'done';
  const canToggle =
    task.status === 'done' ? TASK_MOVES.done!.includes('todo') : (TASK_MOVES[task.status] ?? []).includes('done');
  const overdue = isOverdue(task.due, task.status);
  // another person's task says whose it is (a caregiver's or a parent's view); a counselor sees "For …"
  const viewerId = useSession().user?.id;
  const whose = otherName(task.expand?.member, viewerId);
  const viewOnly = useViewOnly(viewerId, 'plans')(task.member) && task.assignee !== viewerId;
  const toggle = () => {
    const to = task.status === 'done' ? 'todo' : 'done';
    setError(null);
    setOptimistic({ from: task.status, done: to === 'done' });
    update.mutate(
      { id: task.id, body: { status: to } },
      {
        onError: (e) => {
          setOptimistic(null);
          setError(transitionError('task', task.status, to, e));
        },
      },
    );
  };
  return (
    <Stack gap={2}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {viewOnly ? null : (
          <Checkbox
            mt={2}
            checked={done}
            disabled={!canToggle}
            onChange={toggle}
            aria-label={
              whose
                ? done
                  ? t('plans.reopenWhose', { ...whoseArgs(whose), title: task.title })
                  : t('plans.markWhoseDone', { ...whoseArgs(whose), title: task.title })
                : done
                  ? t('plans.reopenTitle', { title: task.title })
                  : t('plans.markDoneTitle', { title: task.title })
            }
          />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={paths.task.href(task.id)} fw={600} td={done ? 'line-through' : undefined}>
            {task.title}
          </Anchor>
          <Group gap="xs">
            <StatusBadge kind="task" status={task.status} />
            {overdue ? <Badge color="red.9">{t('plans.overdue')}</Badge> : null}
            {task.due ? (
              <Text size="sm" c="gray.7">
                {t('plans.dueOn', { day: formatDay(task.due) })}
              </Text>
            ) : null}
            {(showPerson || viewOnly) && whose ? (
              <Text size="sm" c="gray.7">
                {viewOnly
                  ? t('plans.forNameViewOnly', { name: personName(task.expand?.member, { missing: '' }) })
                  : t('plans.forName', { name: personName(task.expand?.member, { missing: '' }) })}
              </Text>
            ) : null}
            {showPlan && task.expand?.plan ? (
              <Text size="sm" c="gray.7">
                {t('plans.planName', { title: task.expand.plan.title })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
