import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ViewOnlyNote } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName } from '../../../lib/whose';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { errorStatus } from '../../../lib/api-errors';
import { usePlan, usePlanTasks, useUpdatePlan } from '../api/plans';
import { type PlanRecord, type TaskRecord } from '../api/types';
import { htmlToText } from '../../../lib/html-text';
import { usePlansLive } from '../api/use-plans-live';
import { formatDay } from '../lib/dates';
import { loadError, transitionError } from '../lib/plan-errors';
import { TASK_STATUSES, planCategoryLabel, planMoves, taskStatusLabel } from '../lib/status';
import { CommentThread } from './comment-thread';
import { PlanEditButton } from './plan-edit';
import { PlanHistory } from './plan-history';
import { PlanProgress } from './plan-progress';
import { StatusBadge } from './status-badge';
import { TaskEditButton } from './task-form';
import { TaskRow } from './task-row';
import { personName } from '../../../lib/person-name';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function PlanActions({ plan, userId, isCounselor }: { plan: PlanRecord; userId: string; isCounselor: boolean }) {
  const update = useUpdatePlan();
  useT();
  const [error, setError] = useState<string | null>(null);
  const moves = planMoves(plan.status, isCounselor, plan.created_by === userId);
  const editable = (isCounselor || plan.created_by === userId) && plan.status !== 'cancelled';
  if (!moves.length && !editable) return null;
  const move = (to: string) => {
    setError(null);
    update.mutate({ id: plan.id, body: { status: to } }, { onError: (e) => setError(transitionError('plan', plan.status, to, e)) });
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {moves.map((m, i) => (
          // "Complete plan" is the primary action only once every task is done
          <Button
            key={m.to}
            variant={i === 0 && !(m.to === 'completed' && plan.progress < 100) ? 'filled' : 'default'}
            onClick={() => move(m.to)}
            disabled={update.isPending}
          >
            {m.label}
          </Button>
        ))}
        {editable ? <PlanEditButton plan={plan} /> : null}
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function TaskGroups({ tasks }: { tasks: TaskRecord[] }) {
  const t = useT();
  if (!tasks.length) return <EmptyState title={t('plans.noTasksInPlan')} />;
  return (
    <Stack gap="md">
      {TASK_STATUSES.map((s) => {
        const group = tasks.filter((task) => task.status === s);
        if (!group.length) return null;
        return (
          <section key={s} aria-labelledby={`tasks-${s}`}>
            <Title order={3} fz="md" id={`tasks-${s}`} mb={6}>
              {t('plans.statusCount', { status: taskStatusLabel(s), count: group.length })}
            </Title>
            <Stack gap="sm" component="ul" style={list}>
              {group.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} />
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

/** `/plans/{id}`: goal, status, progress, tasks by status with one-tap complete, actions, comments and history. */
export function PlanDetail({ id, userId, role }: { id: string; userId: string; role: string }) {
  usePlansLive();
  const plan = usePlan(id);
  const tasks = usePlanTasks(id);
  const p = plan.data;
  const viewOnly = useViewOnly(userId, 'plans')(p?.member);
  const t = useT();
  if (plan.error && errorStatus(plan.error) === 404) {
    return <EmptyState title={t('plans.notAvailableTitle')}>{t('plans.notAvailable')}</EmptyState>;
  }
  const isCounselor = role === 'counselor';
  const whose = otherName(p?.expand?.member, userId);
  const all = tasks.data ?? [];
  const offerComplete = p && p.status === 'active' && p.progress === 100 && all.length > 0;
  return (
    <QueryState isPending={plan.isPending} errorMessage={plan.error ? loadError(plan.error) : null} onRetry={() => void plan.refetch()} loadingLabel={t('plans.loadingPlan')}>
      {p ? (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge kind="plan" status={p.status} yours={!isCounselor && !viewOnly} />
            <Text size="sm" c="gray.7">
              {[
                p.category ? planCategoryLabel(p.category) : '',
                p.expand?.member ? t('plans.forName', { name: personName(p.expand.member, { missing: '' }) }) : '',
                p.target_date ? t('plans.target', { day: formatDay(p.target_date) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
          {viewOnly ? <ViewOnlyNote name={whose} /> : null}
          {p.status === 'proposed' && !isCounselor && !viewOnly ? (
            <Alert color="orange" title={t('plans.proposedTitle')}>
              {t('plans.proposedBody')}
            </Alert>
          ) : null}
          {offerComplete ? (
            <Alert color="green" title={t('plans.allDoneTitle')}>
              {t('plans.allDoneBody')}
            </Alert>
          ) : null}
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('plans.goal')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{htmlToText(p.goal) || t('plans.noGoal')}</Text>
              {p.status !== 'draft' && p.status !== 'proposed' ? <PlanProgress value={p.progress} title={p.title} /> : null}
            </Stack>
          </Paper>
          {viewOnly ? null : <PlanActions plan={p} userId={userId} isCounselor={isCounselor} />}
          <section aria-labelledby="plan-tasks">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="lg" id="plan-tasks">
                {t('plans.tasksTitle')}
              </Title>
              {p.status !== 'completed' && p.status !== 'cancelled' && p.expand?.member && !viewOnly ? (
                <TaskEditButton member={p.expand.member} planId={p.id} userId={userId} isCounselor={isCounselor} />
              ) : null}
            </Group>
            <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel={t('plans.loadingTasks')}>
              <TaskGroups tasks={all} />
            </QueryState>
          </section>
          <CommentThread target="plan" id={p.id} member={p.member} userId={userId} isCounselor={isCounselor} readOnly={viewOnly} />
          <PlanHistory planId={p.id} taskIds={all.map((t) => t.id)} />
          <Anchor component={Link} to={paths.plans.path}>
            {t('plans.allPlans')}
          </Anchor>
        </Stack>
      ) : null}
    </QueryState>
  );
}
