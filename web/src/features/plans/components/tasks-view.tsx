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
import { OPEN_TASK, TASK_STATUSES, TASK_STATUS_LABEL } from '../lib/status';
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
  const tasks = useTasks();
  const people = usePeople(userId, role);
  const [picked, setTab] = useState<string | null>(null);
  const [filters, setFilters] = useState<TaskFilters>({ status: 'open', due: 'all', plan: 'all' });
  const choice = usePersonFilter(userId);
  const viewOnly = useViewOnly(userId, 'plans');
  const all = (tasks.data ?? []).filter((t) => isCounselor || shownFor(choice, t.member));
  const mine = (t: TaskRecord) => t.assignee === userId || (!t.assignee && t.expand?.member?.user === userId);
  const tab = picked ?? (all.length && !all.some(mine) ? 'others' : 'mine');
  const readOnly = isCounselor
    ? []
    : viewOnlyNames(all, (t) => otherName(t.expand?.member, userId), (t) => viewOnly(t.member) && t.assignee !== userId);
  const shown = sortTasks(filterTasks(all.filter((t) => (tab === 'mine' ? mine(t) : !mine(t))), filters));
  const plans = new Map(all.filter((t) => t.plan && t.expand?.plan).map((t) => [t.plan, t.expand!.plan!.title]));
  const set = (key: keyof TaskFilters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? 'all' }));
  return (
    <Stack gap="md">
      <div>
        <TaskEditButton people={people.data ?? []} userId={userId} isCounselor={isCounselor} label="New task" />
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">My tasks</Tabs.Tab>
          <Tabs.Tab value="others">{isCounselor ? 'Caseload' : 'For my family'}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Status"
          data={[{ value: 'open', label: 'Open' }, { value: 'all', label: 'All' }, ...TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABEL[s]! }))]}
          value={filters.status}
          onChange={set('status')}
          allowDeselect={false}
        />
        <Select
          label="Due"
          data={[
            { value: 'all', label: 'Any time' },
            { value: 'overdue', label: 'Overdue' },
            { value: 'week', label: 'Due within 7 days' },
            { value: 'none', label: 'No due date' },
          ]}
          value={filters.due}
          onChange={set('due')}
          allowDeselect={false}
        />
        <Select
          label="Plan"
          data={[{ value: 'all', label: 'All plans' }, { value: 'none', label: 'Not in a plan' }, ...[...plans].map(([value, label]) => ({ value, label }))]}
          value={filters.plan}
          onChange={set('plan')}
          allowDeselect={false}
        />
      </Group>
      {readOnly.map((name) => (
        <ViewOnlyNote key={name} name={name} many />
      ))}
      <QueryState isPending={tasks.isPending} errorMessage={tasks.error ? loadError(tasks.error) : null} onRetry={() => void tasks.refetch()} loadingLabel="Loading tasks">
        {shown.length === 0 ? (
          <EmptyState title={all.length ? 'No tasks match' : 'No tasks yet'}>
            {all.length ? 'Try other filters.' : 'Tasks assigned to you and your family will appear here.'}
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" style={list} aria-label={tab === 'mine' ? 'My tasks' : isCounselor ? 'Caseload tasks' : 'Tasks for my family'}>
            {shown.map((t) => (
              <li key={t.id}>
                <TaskRow task={t} showPerson={tab !== 'mine' || isCounselor} showPlan />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
