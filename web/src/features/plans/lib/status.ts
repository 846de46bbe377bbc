/** Plan and task statuses: labels and the transitions product.md §3.3 allows (the server is the authority). */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import type { PlansCategory, PlansStatus, TasksCategory, TasksPriority, TasksStatus } from '../../../lib/schema';
import { tasksStatusValues } from '../../../lib/schema';

const PLAN_STATUS_ID: Readonly<Record<PlansStatus, MessageId>> = {
  draft: 'plans.statusDraft',
  proposed: 'plans.statusProposed',
  active: 'plans.statusActive',
  on_hold: 'plans.statusOnHold',
  completed: 'plans.statusCompleted',
  cancelled: 'plans.statusCancelled',
};
const TASK_STATUS_ID: Readonly<Record<TasksStatus, MessageId>> = {
  todo: 'plans.taskTodo',
  in_progress: 'plans.taskInProgress',
  waiting: 'plans.taskWaiting',
  done: 'plans.taskDone',
  cancelled: 'plans.taskCancelled',
};
const PRIORITY_ID: Readonly<Record<TasksPriority, MessageId>> = {
  low: 'plans.priorityLow',
  normal: 'plans.priorityNormal',
  high: 'plans.priorityHigh',
  urgent: 'plans.priorityUrgent',
};
const TASK_CATEGORY_ID: Readonly<Record<TasksCategory, MessageId>> = {
  call: 'plans.taskCatCall',
  document: 'plans.taskCatDocument',
  appointment: 'plans.taskCatAppointment',
  enrollment: 'plans.taskCatEnrollment',
  billing: 'plans.taskCatBilling',
  pharmacy: 'plans.taskCatPharmacy',
  follow_up: 'plans.taskCatFollowUp',
  other: 'plans.taskCatOther',
};
const PLAN_CATEGORY_ID: Readonly<Record<PlansCategory, MessageId>> = {
  enrollment: 'plans.catEnrollment',
  find_care: 'plans.catFindCare',
  procedure: 'plans.catProcedure',
  chronic_condition: 'plans.catChronic',
  maternity: 'plans.catMaternity',
  billing: 'plans.catBilling',
  pharmacy: 'plans.catPharmacy',
  mental_health: 'plans.catMentalHealth',
  caregiving: 'plans.catCaregiving',
  general: 'plans.catGeneral',
};

/** a value's words in the active language (the value itself when unknown) */
const labelOf =
  (ids: Readonly<Record<string, MessageId>>) =>
  (value: string): string => {
    const id = ids[value];
    return id ? t(id) : value;
  };
export const planStatusLabel = labelOf(PLAN_STATUS_ID);
export const taskStatusLabel = labelOf(TASK_STATUS_ID);
export const priorityLabel = labelOf(PRIORITY_ID);
export const taskCategoryLabel = labelOf(TASK_CATEGORY_ID);
export const planCategoryLabel = labelOf(PLAN_CATEGORY_ID);

/** a Select's options for one of the maps above, in the active language */
const optionsOf = (ids: Readonly<Record<string, MessageId>>) => () =>
  Object.entries(ids).map(([value, id]) => ({ value, label: t(id) }));
export const priorityOptions = optionsOf(PRIORITY_ID);
export const taskCategoryOptions = optionsOf(TASK_CATEGORY_ID);
export const planCategoryOptions = optionsOf(PLAN_CATEGORY_ID);

export const TASK_STATUSES = tasksStatusValues;
export const OPEN_TASK = (status: string) => status !== 'done' && status !== 'cancelled';

export const TASK_MOVES: Record<string, string[]> = {
  todo: ['in_progress', 'done', 'cancelled'],
  in_progress: ['waiting', 'done', 'todo', 'cancelled'],
  waiting: ['in_progress', 'done', 'cancelled'],
  done: ['todo'],
  cancelled: ['todo'],
};

/** the button that moves a task from `from` to `to` */
export function taskMoveLabel(from: string, to: string): string {
  if (to === 'done') return t('plans.moveDone');
  if (to === 'cancelled') return t('plans.moveCancel');
  if (to === 'waiting') return t('plans.moveWaiting');
  if (to === 'in_progress') return from === 'waiting' ? t('plans.moveResume') : t('plans.moveStart');
  if (to === 'todo') return from === 'in_progress' ? t('plans.moveBackTodo') : t('plans.moveReopen');
  return taskStatusLabel(to);
}

export interface PlanMove {
  to: string;
  label: string;
}

/** the plan actions a viewer may take (`isCounselor`: the member's counselor; `isCreator`: created the plan) */
export function planMoves(status: string, isCounselor: boolean, isCreator: boolean): PlanMove[] {
  switch (status) {
    case 'draft':
      return [
        ...(isCounselor ? [{ to: 'proposed', label: t('plans.propose') }] : []),
        ...(isCreator && !isCounselor ? [{ to: 'active', label: t('plans.startPlan') }] : []),
      ];
    case 'proposed':
      return isCounselor ? [] : [{ to: 'active', label: t('plans.accept') }, { to: 'cancelled', label: t('plans.decline') }];
    case 'active':
      return [
        { to: 'completed', label: t('plans.complete') },
        { to: 'on_hold', label: t('plans.hold') },
        { to: 'cancelled', label: t('plans.cancelPlan') },
      ];
    case 'on_hold':
      return [{ to: 'active', label: t('plans.resumePlan') }, { to: 'cancelled', label: t('plans.cancelPlan') }];
    case 'completed':
      return [{ to: 'active', label: t('plans.reopenPlan') }];
    default:
      return [];
  }
}
