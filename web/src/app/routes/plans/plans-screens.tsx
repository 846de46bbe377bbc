import { useParams } from 'react-router';
import { Page } from '../../../components/page';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { otherName, type OwnedBy } from '../../../lib/whose';
import { whoseArgs } from '../../../features/plans/lib/whose-args';
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
  const t = useT();
  return (
    <Page
      title={t('plans.title')}
      description={
        isSuperuser
          ? t('plans.descriptionStaff')
          : role === 'counselor'
            ? t('plans.descriptionCounselor')
            : t('plans.descriptionMember')
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
  useT();
  return (
    <Page title={planTitle(plan.data, user?.id, user?.role)}>
      <PlanDetail id={id} userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}

/** another person's plan says whose it is ("Alex's plan: Prepare for surgery"); a counselor sees the title */
function planTitle(plan: { title: string; expand?: { member?: OwnedBy } } | undefined, viewerId: string | undefined, role: string | undefined): string {
  if (!plan) return translate('plans.plan');
  const whose = role === 'member' ? otherName(plan.expand?.member, viewerId) : '';
  return whose ? translate('plans.whosePlan', { ...whoseArgs(whose), title: plan.title }) : plan.title;
}

export function TasksScreen() {
  const { user, isSuperuser } = useSession();
  const t = useT();
  const description = isSuperuser
    ? t('plans.tasksDescriptionStaff')
    : user?.role === 'counselor'
      ? t('plans.tasksDescriptionCounselor')
      : t('plans.tasksDescriptionMember');
  return (
    <Page title={t('plans.tasksTitle')} description={description}>
      {user?.role === 'member' ? <PersonSwitcher userId={user.id} /> : null}
      <TasksView userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}

export function TaskScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const task = useTask(id);
  const t = useT();
  const whose = user?.role === 'member' ? otherName(task.data?.expand?.member, user.id) : '';
  const title = task.data
    ? whose
      ? t('plans.whoseTask', { ...whoseArgs(whose), title: task.data.title })
      : task.data.title
    : t('plans.task');
  return (
    <Page title={title}>
      <TaskDetail id={id} userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}
