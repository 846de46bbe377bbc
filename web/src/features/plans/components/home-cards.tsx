import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { usePlans, useTasks } from '../api/plans';
import { personName } from '../api/types';
import { usePlansLive } from '../api/use-plans-live';
import { formatDay, isOverdue, sortTasks } from '../lib/dates';
import { loadError } from '../lib/plan-errors';
import { OPEN_TASK } from '../lib/status';
import { PlanProgress } from './plan-progress';
import { TaskRow } from './task-row';
import { useSession } from '../../../lib/session';
import { otherName, possessive, shownFor, usePersonFilter } from '../../../lib/whose';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Member home: the top 3 open tasks (overdue first). */
export function MemberTasksCard() {
  usePlansLive();
  const tasks = useTasks();
  const choice = usePersonFilter(useSession().user?.id);
  const open = sortTasks((tasks.data ?? []).filter((t) => OPEN_TASK(t.status) && shownFor(choice, t.member))).slice(0, 3);
  return (
    <Card id="home-tasks" title="Your next tasks">
      <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel="Loading your tasks">
        {open.length === 0 ? (
          <Text c="gray.7">Nothing to do right now.</Text>
        ) : (
          <Stack gap="sm" component="ul" style={list}>
            {open.map((t) => (
              <li key={t.id}>
                <TaskRow task={t} showPerson />
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.tasks.path}>
          All tasks
        </Anchor>
      </QueryState>
    </Card>
  );
}

/** Member home: the active plan's progress, or the plan waiting for an answer; another person's is named. */
export function ActivePlanCard() {
  usePlansLive();
  const plans = usePlans();
  const viewerId = useSession().user?.id;
  const choice = usePersonFilter(viewerId);
  const all = (plans.data ?? []).filter((p) => shownFor(choice, p.member));
  const proposed = all.find((p) => p.status === 'proposed');
  const active = all.find((p) => p.status === 'active');
  const whoseProposed = otherName(proposed?.expand?.member, viewerId);
  const whoseActive = otherName(active?.expand?.member, viewerId);
  const title = active && whoseActive ? `${possessive(whoseActive)} plan` : 'Your plan';
  return (
    <Card id="home-plan" title={title}>
      <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel="Loading your plan">
        {proposed ? (
          <Text>
            {whoseProposed ? `${possessive(whoseProposed)} counselor proposed ` : 'Your counselor proposed '}
            <Anchor component={Link} to={paths.plan.href(proposed.id)} fw={600}>
              {proposed.title}
            </Anchor>
            {whoseProposed ? `. ${whoseProposed} can review it.` : '. Review it and tell them what you think.'}
          </Text>
        ) : null}
        {active ? (
          <Stack gap="xs">
            <Anchor component={Link} to={paths.plan.href(active.id)} fw={600}>
              {`${possessive(whoseActive)} plan: ${active.title}`}
            </Anchor>
            <PlanProgress value={active.progress} title={active.title} />
          </Stack>
        ) : proposed ? null : (
          <Text c="gray.7">No active plan yet. Your counselor can build one with you.</Text>
        )}
      </QueryState>
    </Card>
  );
}

/** Counselor home: overdue tasks across the caseload, and plans waiting for the member's answer. */
export function CounselorPlanCards() {
  usePlansLive();
  const tasks = useTasks();
  const plans = usePlans();
  const overdue = sortTasks((tasks.data ?? []).filter((t) => isOverdue(t.due, t.status)));
  const waiting = (plans.data ?? []).filter((p) => p.status === 'proposed');
  return (
    <>
      <Card id="home-overdue" title="Overdue tasks">
        <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel="Loading overdue tasks">
          {overdue.length === 0 ? (
            <Text c="gray.7">No overdue tasks in your caseload.</Text>
          ) : (
            <Stack gap="sm" component="ul" style={list}>
              {overdue.slice(0, 10).map((t) => (
                <li key={t.id}>
                  <TaskRow task={t} showPerson />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card id="home-waiting-plans" title="Plans waiting for the member">
        <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel="Loading plans">
          {waiting.length === 0 ? (
            <Text c="gray.7">No plans are waiting for an answer.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={list}>
              {waiting.map((p) => (
                <li key={p.id}>
                  <Anchor component={Link} to={paths.plan.href(p.id)} fw={600}>
                    {p.title}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {`${personName(p.expand?.member)}${p.updated ? ` · proposed ${formatDay(p.updated)}` : ''}`}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
    </>
  );
}
