import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { usePlans, useTasks } from '../api/plans';
import type { PersonRecord } from '../api/types';
import { usePlansLive } from '../api/use-plans-live';
import { sortTasks } from '../lib/dates';
import { useT } from '../../../i18n/use-t';
import { loadError } from '../lib/plan-errors';
import { OPEN_TASK } from '../lib/status';
import { NewPlanButton } from './new-plan-form';
import { PlanCard } from './plan-card';
import { TaskEditButton } from './task-form';
import { TaskRow } from './task-row';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Member 360 (`/members/{id}`): the member's plans and open tasks, "New plan" and "Add task". */
export function MemberPlansSection({ member, userId, role }: { member: PersonRecord; userId: string; role: string }) {
  usePlansLive();
  const isCounselor = role === 'counselor';
  const t = useT();
  const plans = usePlans(member.id);
  const tasks = useTasks(member.id);
  const open = sortTasks((tasks.data ?? []).filter((task) => OPEN_TASK(task.status)));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-plans">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="member-plans">
            {t('plans.plansAndTasks')}
          </Title>
          <Group gap="xs">
            <NewPlanButton userId={userId} isCounselor={isCounselor} people={[member]} memberId={member.id} />
            <TaskEditButton member={member} userId={userId} isCounselor={isCounselor} label={t('plans.addTask')} />
          </Group>
        </Group>
        <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel={t('plans.loadingPlans')}>
          {(plans.data ?? []).length === 0 ? (
            <Text c="gray.7">{t('plans.noPlans')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={list}>
              {(plans.data ?? []).map((p) => (
                <PlanCard key={p.id} plan={p} canAnswer={!isCounselor} showPerson={false} />
              ))}
            </Stack>
          )}
        </QueryState>
        <Title order={3} fz="md">
          {t('plans.openTasks')}
        </Title>
        <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel={t('plans.loadingTasks')}>
          {open.length === 0 ? (
            <Text c="gray.7">{t('plans.noOpenTasks')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={list}>
              {open.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} showPlan />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
