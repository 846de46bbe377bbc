import { useParams } from 'react-router';
import { Page } from '../../../components/page';
import { otherName, possessive, type OwnedBy } from '../../../lib/whose';
import { usePlan, useTask } from '../../../features/plans/api/plans';
import { PlanDetail } from '../../../features/plans/components/plan-detail';
import { PlansView } from '../../../features/plans/components/plans-view';
import { TaskDetail } from '../../../features/plans/components/task-detail';
import { TasksView } from '../../../features/plans/components/tasks-view';
import { useSession } from '../../../lib/session';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';

export function PlansScreen() {
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  return (
    <Page
      title="Plans"
      description={
        isSuperuser
          ? "Members' action plans, step by step."
          : role === 'counselor'
            ? 'Plans across your caseload, and templates to start new ones.'
            : 'Your action plans, step by step.'
      }
    >
      {role === 'member' && user ? <PersonSwitcher userId={user.id} /> : null}
      <PlansView userId={user?.id ?? ''} role={role} />
    </Page>
  );
}

export function PlanScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const plan = usePlan(id);
  return (
    <Page title={planTitle(plan.data, user?.id, user?.role)}>
      <PlanDetail id={id} userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}

/** another person's plan says whose it is ("Alex's plan: Prepare for surgery"); a counselor sees the title */
function planTitle(plan: { title: string; expand?: { member?: OwnedBy } } | undefined, viewerId: string | undefined, role: string | undefined): string {
  if (!plan) return 'Plan';
  const whose = role === 'member' ? otherName(plan.expand?.member, viewerId) : '';
  return whose ? `${possessive(whose)} plan: ${plan.title}` : plan.title;
}

export function TasksScreen() {
  const { user, isSuperuser } = useSession();
  const description = isSuperuser
    ? "Members' tasks, overdue first."
    : user?.role === 'counselor'
      ? 'What to do next across your caseload, overdue first.'
      : 'What to do next, overdue first.';
  return (
    <Page title="Tasks" description={description}>
      {user?.role === 'member' ? <PersonSwitcher userId={user.id} /> : null}
      <TasksView userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}

export function TaskScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const task = useTask(id);
  const whose = user?.role === 'member' ? otherName(task.data?.expand?.member, user.id) : '';
  const title = task.data ? (whose ? `${possessive(whose)} task: ${task.data.title}` : task.data.title) : 'Task';
  return (
    <Page title={title}>
      <TaskDetail id={id} userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}
