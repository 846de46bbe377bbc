/** Plan and task statuses: labels and the transitions product.md §3.3 allows (the server is the authority). */
import {
  plansCategoryLabels,
  plansStatusLabels,
  tasksCategoryLabels,
  tasksPriorityLabels,
  tasksStatusLabels,
} from '../../../lib/select-labels';
import { tasksStatusValues } from '../../../lib/schema';

export const PLAN_STATUS_LABEL: Readonly<Record<string, string>> = plansStatusLabels;
export const TASK_STATUS_LABEL: Readonly<Record<string, string>> = tasksStatusLabels;
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
  if (to === 'done') return 'Mark done';
  if (to === 'cancelled') return 'Cancel task';
  if (to === 'waiting') return 'Waiting on someone';
  if (to === 'in_progress') return from === 'waiting' ? 'Resume' : 'Start';
  if (to === 'todo') return from === 'in_progress' ? 'Back to to do' : 'Reopen';
  return TASK_STATUS_LABEL[to] ?? to;
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
        ...(isCounselor ? [{ to: 'proposed', label: 'Propose to member' }] : []),
        ...(isCreator && !isCounselor ? [{ to: 'active', label: 'Start plan' }] : []),
      ];
    case 'proposed':
      return isCounselor ? [] : [{ to: 'active', label: 'Accept plan' }, { to: 'cancelled', label: 'Decline' }];
    case 'active':
      return [
        { to: 'completed', label: 'Complete plan' },
        { to: 'on_hold', label: 'Put on hold' },
        { to: 'cancelled', label: 'Cancel plan' },
      ];
    case 'on_hold':
      return [{ to: 'active', label: 'Resume plan' }, { to: 'cancelled', label: 'Cancel plan' }];
    case 'completed':
      return [{ to: 'active', label: 'Reopen plan' }];
    default:
      return [];
  }
}

export const PRIORITY_LABEL: Readonly<Record<string, string>> = tasksPriorityLabels;
export const TASK_CATEGORY_LABEL: Readonly<Record<string, string>> = tasksCategoryLabels;
export const PLAN_CATEGORY_LABEL: Readonly<Record<string, string>> = plansCategoryLabels;
