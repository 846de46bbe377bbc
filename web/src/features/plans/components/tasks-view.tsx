import { useState } from 'react';
import { Group, Select, Stack, Tabs } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ViewOnlyNote, viewOnlyNames } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { usePeople, useTasks } from '../api/plans';
import type { TaskRecord } from '../api/types';
import { usePlansLive } from '../api/use-plans-live';
import { isOverdue, parseStoreDate, sortTasks } from '../lib/dates';
import { loadError } from '../lib/plan-errors';
import { useT } from '../../../i18n/use-t';
import { OPEN_TASK, TASK_STATUSES, taskStatusLabel } from '../lib/status';
import { TaskEditButton } from './task-form';
import { TaskRow } from './task-row';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
const WEEK = 7 * 24 * 3600 * 1000;

export interface TaskFilters {
  status: string;
  due: string;
  plan: string;
}

function filterTasks(tasks: TaskRecord[], f: TaskFilters, now = new Date()): TaskRecord[] {
  return tasks.filter((t) => {
    if (f.status === 'open' && !OPEN_TASK(t.status)) return false;
    if (f.status !== 'open' && f.status !== 'all' && t.status !== f.status) return false;
    const due = parseStoreDate(t.due);
    if (f.due === 'overdue' && !isOverdue(t.due, t.status, now)) return false;
    if (f.due === 'week' && (!due || due.getTime() > now.getTime() + WEEK)) return false;
    if (f.due === 'none' && due) return false;
    if (f.plan === 'none' && t.plan) return false;
    if (f.plan !== 'all' && f.plan !== 'none' && t.plan !== f.plan) return false;
    return true;
  });
}

/**
 * `/tasks`: "My tasks" and "For my family" (counselors: "Caseload"), filters by status, due and plan,
 * overdue first. A member's list follows the person switcher; it opens on "For my family" when the
 * viewer has no tasks of their own (a caregiver).
 */
export function TasksView({ userId, role }: { userId: string; role: string }) {
  usePlansLive();
  const isCounselor = role === 'counselor';
  const t = useT();
  const tasks = useTasks();
  const people = usePeople(userId, role);
  const [picked, setTab] = useState<string | null>(null);
  const [filters, setFilters] = useState<TaskFilters>({ status: 'open', due: 'all', plan: 'all' });
  const choice = usePersonFilter(userId);
  const viewOnly = useViewOnly(userId, 'plans');
  const all = (tasks.data ?? []).filter((t) => isCounselor || shownFor(choice, t.member));
  const mine = (task: TaskRecord) => task.assignee === userId || (!task.assignee && task.expand?.member?.user === userId);
  const tab = picked ?? (all.length && !all.some(mine) ? 'others' : 'mine');
  const readOnly = isCounselor
    ? []
    : viewOnlyNames(all, (task) => otherName(task.expand?.member, userId), (task) => viewOnly(task.member) && task.assignee !== userId);
  const shown = sortTasks(filterTasks(all.filter((task) => (tab === 'mine' ? mine(task) : !mine(task))), filters));
  const plans = new Map(all.filter((task) => task.plan && task.expand?.plan).map((task) => [task.plan, task.expand!.plan!.title]));
  const set = (key: keyof TaskFilters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? 'all' }));
  return (
    <Stack gap="md">
      <div>
        <TaskEditButton people={people.data ?? []} userId={userId} isCounselor={isCounselor} label={t('plans.newTask')} />
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">{t('plans.myTasks')}</Tabs.Tab>
          <Tabs.Tab value="others">{isCounselor ? t('plans.caseload') : t('plans.forMyFamily')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('plans.status')}
          data={[{ value: 'open', label: t('plans.open') }, { value: 'all', label: t('plans.all') }, ...TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLabel(s) }))]}
          value={filters.status}
          onChange={set('status')}
          allowDeselect={false}
        />
        <Select
          label={t('plans.due')}
          data={[
            { value: 'all', label: t('plans.anyTime') },
            { value: 'overdue', label: t('plans.overdue') },
            { value: 'week', label: t('plans.dueWeek') },
            { value: 'none', label: t('plans.noDueDate') },
          ]}
          value={filters.due}
          onChange={set('due')}
          allowDeselect={false}
        />
        <Select
          label={t('plans.plan')}
          data={[{ value: 'all', label: t('plans.allPlans') }, { value: 'none', label: t('plans.notInPlan') }, ...[...plans].map(([value, label]) => ({ value, label }))]}
          value={filters.plan}
          onChange={set('plan')}
          allowDeselect={false}
        />
      </Group>
      {readOnly.map((name) => (
        <ViewOnlyNote key={name} name={name} many />
      ))}
      <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel={t('plans.loadingTasks')}>
        {shown.length === 0 ? (
          <EmptyState title={all.length ? t('plans.noMatchTitle') : t('plans.noTasksTitle')}>
            {all.length ? t('plans.tryFilters') : t('plans.tasksEmpty')}
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" style={list} aria-label={tab === 'mine' ? t('plans.myTasks') : isCounselor ? t('plans.caseloadTasks') : t('plans.familyTasks')}>
            {shown.map((task) => (
              <li key={task.id}>
                <TaskRow task={task} showPerson={tab !== 'mine' || isCounselor} showPlan />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
