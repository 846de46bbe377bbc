/**
 * Tasks of a draft plan are the drafter's (decision 0011): like the plan itself, they stay out of the
 * member's and carers' lists, views and updates until the plan is proposed or started. Appends one
 * clause to the tasks list/view/update rules of covey-care; `down` removes it.
 */
import type { CoreApp } from '../core/core-app.js';
import { saveCollection } from '../core/collections/collection-service.js';
import type { Migration } from './migration.js';
import { cid } from './covey-kit.js';

export const DRAFT_PLAN_TASKS = ' && (plan = "" || plan.status != "draft" || plan.created_by = @request.auth.id || member.counselor.user = @request.auth.id)';

async function apply(app: CoreApp, add: boolean): Promise<void> {
  const tasks = app.getCollection(cid('tasks'));
  if (!tasks) return;
  const edit = (rule: string | null | undefined): string | null => {
    if (rule === null || rule === undefined) return null;
    const has = rule.startsWith('(') && rule.endsWith(`)${DRAFT_PLAN_TASKS}`);
    if (add) return has ? rule : `(${rule})${DRAFT_PLAN_TASKS}`;
    return has ? rule.slice(1, rule.length - DRAFT_PLAN_TASKS.length - 1) : rule;
  };
  await saveCollection(app, { id: tasks.id, listRule: edit(tasks.listRule), viewRule: edit(tasks.viewRule), updateRule: edit(tasks.updateRule) });
}

export const coveyDraftPlanTasks: Migration = {
  id: '1700001200_covey_draft_plan_tasks',
  up: (app) => apply(app, true),
  down: (app) => apply(app, false),
};
