/** Plan and task statuses: labels and the transitions product.md §3.3 allows (the server is the authority). */
import { t } from '../../../i18n/i18n';
import {
  plansCategoryLabels,
  plansStatusLabels,
  selectOptions,
  tasksCategoryLabels,
  tasksPriorityLabels,
  tasksStatusLabels,
} from '../../../lib/select-labels';
import { tasksStatusValues } from '../../../lib/schema';

/** a value's words in the active language, from the schema's select labels (lib/select-labels; the value itself when unknown) */
const labelOf =
  (labels: Readonly<Record<string, string>>) =>
  (value: string): string =>
    labels[value] ?? value;
export const planStatusLabel = labelOf(plansStatusLabels);
export const taskStatusLabel = labelOf(tasksStatusLabels);
export const priorityLabel = labelOf(tasksPriorityLabels);
export const taskCategoryLabel = labelOf(tasksCategoryLabels);
export const planCategoryLabel = labelOf(plansCategoryLabels);

/** a Select's options, in the active language */
export const priorityOptions = () => selectOptions(tasksPriorityLabels);
export const taskCategoryOptions = () => selectOptions(tasksCategoryLabels);
export const planCategoryOptions = () => selectOptions(plansCategoryLabels);

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
