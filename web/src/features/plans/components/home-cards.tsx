import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { usePlans, useTasks } from '../api/plans';
import { usePlansLive } from '../api/use-plans-live';
import { formatDay, isOverdue, sortTasks } from '../lib/dates';
import { loadError } from '../lib/plan-errors';
import { OPEN_TASK } from '../lib/status';
import { PlanProgress } from './plan-progress';
import { TaskRow } from './task-row';
import { useSession } from '../../../lib/session';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { useT } from '../../../i18n/use-t';
import { whoseArgs } from '../lib/whose-args';
import { withLink } from '../lib/with-link';
import { personName } from '../../../lib/person-name';

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
  const t = useT();
  const choice = usePersonFilter(useSession().user?.id);
  const open = sortTasks((tasks.data ?? []).filter((task) => OPEN_TASK(task.status) && shownFor(choice, task.member))).slice(0, 3);
  return (
    <Card id="home-tasks" title={t('plans.nextTasks')}>
      <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel={t('plans.loadingYourTasks')}>
        {open.length === 0 ? (
          <Text c="gray.7">{t('plans.nothingToDo')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={list}>
            {open.map((task) => (
              <li key={task.id}>
                <TaskRow task={task} showPerson />
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.tasks.path}>
          {t('plans.allTasks')}
        </Anchor>
      </QueryState>
    </Card>
  );
}

/** Member home: the active plan's progress, or the plan waiting for an answer; another person's is named. */
export function ActivePlanCard() {
  usePlansLive();
  const plans = usePlans();
  const t = useT();
  const viewerId = useSession().user?.id;
  const choice = usePersonFilter(viewerId);
  const all = (plans.data ?? []).filter((p) => shownFor(choice, p.member));
  const proposed = all.find((p) => p.status === 'proposed');
  const active = all.find((p) => p.status === 'active');
  const whoseProposed = otherName(proposed?.expand?.member, viewerId);
  const whoseActive = otherName(active?.expand?.member, viewerId);
  const title = active && whoseActive ? t('plans.whosePlanShort', whoseArgs(whoseActive)) : t('plans.yourPlan');
  return (
    <Card id="home-plan" title={title}>
      <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel={t('plans.loadingYourPlan')}>
        {proposed ? (
          <Text>
            {withLink(
              whoseProposed
                ? t('plans.whoseCounselorProposed', { ...whoseArgs(whoseProposed), title: proposed.title })
                : t('plans.yourCounselorProposed', { title: proposed.title }),
              (inner) => (
                <Anchor component={Link} to={paths.plan.href(proposed.id)} fw={600}>
                  {inner}
                </Anchor>
              ),
            )}
          </Text>
        ) : null}
        {active ? (
          <Stack gap="xs">
            <Anchor component={Link} to={paths.plan.href(active.id)} fw={600}>
              {whoseActive
                ? t('plans.whosePlan', { ...whoseArgs(whoseActive), title: active.title })
                : t('plans.yourPlanTitle', { title: active.title })}
            </Anchor>
            <PlanProgress value={active.progress} title={active.title} />
          </Stack>
        ) : proposed ? null : (
          <Text c="gray.7">{t('plans.noActive')}</Text>
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
  const t = useT();
  const overdue = sortTasks((tasks.data ?? []).filter((task) => isOverdue(task.due, task.status)));
  const waiting = (plans.data ?? []).filter((p) => p.status === 'proposed');
  return (
    <>
      <Card id="home-overdue" title={t('plans.overdueTasks')}>
        <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel={t('plans.loadingOverdue')}>
          {overdue.length === 0 ? (
            <Text c="gray.7">{t('plans.noOverdue')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={list}>
              {overdue.slice(0, 10).map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} showPerson />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card id="home-waiting-plans" title={t('plans.waitingForMember')}>
        <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel={t('plans.loadingPlans')}>
          {waiting.length === 0 ? (
            <Text c="gray.7">{t('plans.noneWaiting')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={list}>
              {waiting.map((p) => (
                <li key={p.id}>
                  <Anchor component={Link} to={paths.plan.href(p.id)} fw={600}>
                    {p.title}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {p.updated
                      ? t('plans.proposedOn', { name: personName(p.expand?.member, { missing: '' }), day: formatDay(p.updated) })
                      : personName(p.expand?.member, { missing: '' })}
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
