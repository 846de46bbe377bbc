/** Store errors on plans, tasks and comments as sentences a person understands (never the server's text). */
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { PLAN_STATUS_LABEL, TASK_STATUS_LABEL } from './status';

const NETWORK = 'We could not reach Covey. Check your connection and try again.';

/** a refused status change: "This task can't move from Done to Waiting." */
export function transitionError(kind: 'plan' | 'task', from: string, to: string, error: unknown): string {
  const status = errorStatus(error);
  if (status === 0) return NETWORK;
  const labels = kind === 'plan' ? PLAN_STATUS_LABEL : TASK_STATUS_LABEL;
  if (status === 400 || status === 404) {
    return `This ${kind} can't move from ${labels[from] ?? from} to ${labels[to] ?? to}. Refresh to see its latest state.`;
  }
  return `We couldn't change this ${kind}. Please try again.`;
}

const CODE_TEXT: Record<string, string> = {
  validation_required: 'Please fill this in.',
  validation_assignee: 'Choose the member, their counselor or someone who manages their plans.',
  validation_plan_member: 'Choose one of this person’s plans.',
  validation_checklist: 'Write each checklist step on its own line (up to 50 steps).',
  validation_invalid_status: 'This status is not available for a new record.',
  validation_comment_target: 'You cannot comment here.',
  validation_invalid_date: 'Enter a valid date.',
  validation_max_text_constraint: 'This is too long.',
};

export interface FormProblem {
  message: string;
  fields: Record<string, string>;
}

/** a failed save: a sentence for the form, and per-field sentences */
export function saveError(what: string, error: unknown): FormProblem {
  const status = errorStatus(error);
  if (status === 0) return { message: NETWORK, fields: {} };
  if (status === 404 || status === 403) return { message: `You can't change this ${what}. It may have been removed or not shared with you.`, fields: {} };
  const fields: Record<string, string> = {};
  const raw = fieldErrors(error);
  const codes = codesOf(error);
  for (const key of Object.keys(raw)) fields[key] = CODE_TEXT[codes[key] ?? ''] ?? 'Please check this value.';
  const message = Object.keys(fields).length ? `Please check the highlighted fields and save the ${what} again.` : `We couldn't save the ${what}. Please try again.`;
  return { message, fields };
}

function codesOf(error: unknown): Record<string, string> {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const out: Record<string, string> = {};
  if (!data || typeof data !== 'object') return out;
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    const code = v && typeof v === 'object' ? (v as { code?: unknown }).code : undefined;
    if (typeof code === 'string') out[k] = code;
  }
  return out;
}

export function loadError(error: unknown): string {
  return errorStatus(error) === 0 ? NETWORK : 'We could not load this. Please try again.';
}
