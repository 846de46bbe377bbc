/**
 * Input checks on plans and tasks that the rules cannot express (product.md §3.3):
 * - a task's checklist is a list of `{text, done}` items (the screens tick them one by one);
 * - a plan's `created_by` never changes, and only staff may change the plan's `counselor`;
 * - a task's `source` says who made it: a client's new task is the counselor's or the member's side
 *   (`system`, `assistant` and `suggestion` tasks are written by the server), and it never changes.
 * Superusers, the CLI and the hooks' own writes are trusted.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { reject, role, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg, type Msg } from '../../i18n/product-error.js';

const CHECKLIST_MAX_ITEMS = 50;
const CHECKLIST_TEXT_MAX = 500;

/** a sentence saying what is wrong with a checklist value, or null when it is fine */
function checklistProblem(value: unknown): Msg | null {
  if (value === null || value === undefined || value === '') return null;
  if (!Array.isArray(value)) return msg('error.checklist.not_list');
  if (value.length > CHECKLIST_MAX_ITEMS) return msg('error.checklist.too_many', { max: CHECKLIST_MAX_ITEMS });
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return msg('error.checklist.step_shape');
    const { text, done, ...rest } = item as Record<string, unknown>;
    if (typeof text !== 'string' || !text.trim()) return msg('error.checklist.step_text');
    if (text.length > CHECKLIST_TEXT_MAX) return msg('error.checklist.step_too_long', { max: CHECKLIST_TEXT_MAX });
    if (done !== undefined && typeof done !== 'boolean') return msg('error.checklist.step_done');
    if (Object.keys(rest).length) return msg('error.checklist.step_extra');
  }
  return null;
}

const changed = (e: RecordEvent, f: string) =>
  JSON.stringify(e.record.data[f] ?? null) !== JSON.stringify(e.original?.data[f] ?? null);

function onTaskInput(e: RecordEventOf<'tasks'>): void {
  if (trusted(e)) return;
  const d = e.record.data;
  if (!e.original) d.source = role(e) === 'counselor' ? 'counselor' : 'member';
  else if (changed(e, 'source')) reject(e, 'source', msg('error.care_input.where_task_came_from'), 'validation_task_source');
  if (!e.original || changed(e, 'checklist')) {
    const problem = checklistProblem(d.checklist);
    if (problem) reject(e, 'checklist', problem, 'validation_checklist');
    if (Array.isArray(d.checklist)) {
      d.checklist = (d.checklist as { text: string; done?: boolean }[]).map((i) => ({ text: i.text.trim(), done: i.done === true }));
    }
  }
}

function onPlanInput(e: RecordEventOf<'plans'>): void {
  if (trusted(e) || !e.original) return;
  if (e.record.data.created_by !== e.original.data.created_by) {
    reject(e, 'created_by', msg('error.care_input.who_created_plan_cannot'), 'validation_plan_creator');
  }
  if (role(e) !== 'counselor' && changed(e, 'counselor')) reject(e, 'counselor', msg('error.member.counselor_assigned'), 'validation_counselor_assigned');
}

export function installCareInputHooks(core: CoreApp): void {
  core.hooks.recordCreate.add((e) => onTaskInput(eventOf(e, 'tasks')), (e) => e.record.collection.name === 'tasks');
  core.hooks.recordUpdate.add((e) => onTaskInput(eventOf(e, 'tasks')), (e) => e.record.collection.name === 'tasks');
  core.hooks.recordUpdate.add((e) => onPlanInput(eventOf(e, 'plans')), (e) => e.record.collection.name === 'plans');
}
