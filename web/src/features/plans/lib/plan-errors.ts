/** Store errors on plans, tasks and comments as sentences a person understands (never the server's text). */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { planStatusLabel, taskStatusLabel } from './status';

const network = () => t('plans.network');

/** a refused status change: "This task can't move from Done to Waiting." */
export function transitionError(kind: 'plan' | 'task', from: string, to: string, error: unknown): string {
  const status = errorStatus(error);
  if (status === 0) return network();
  const label = kind === 'plan' ? planStatusLabel : taskStatusLabel;
  if (status === 400 || status === 404) {
    return t(kind === 'plan' ? 'plans.cantMovePlan' : 'plans.cantMoveTask', { from: label(from), to: label(to) });
  }
  return t(kind === 'plan' ? 'plans.couldNotChangePlan' : 'plans.couldNotChangeTask');
}

const CODE_TEXT: Record<string, MessageId> = {
  validation_required: 'plans.codeRequired',
  validation_assignee: 'plans.codeAssignee',
  validation_plan_member: 'plans.codePlanMember',
  validation_checklist: 'plans.codeChecklist',
  validation_invalid_status: 'plans.codeStatus',
  validation_comment_target: 'plans.codeCommentTarget',
  validation_invalid_date: 'plans.codeDate',
  validation_max_text_constraint: 'plans.codeTooLong',
};

export interface FormProblem {
  message: string;
  fields: Record<string, string>;
}

/** a failed save: a sentence for the form, and per-field sentences */
export function saveError(what: 'plan' | 'task' | 'comment' | 'checklist', error: unknown): FormProblem {
  const status = errorStatus(error);
  if (status === 0) return { message: network(), fields: {} };
  if (status === 404 || status === 403) return { message: t('plans.cantChange', { what }), fields: {} };
  const fields: Record<string, string> = {};
  const raw = fieldErrors(error);
  const codes = codesOf(error);
  for (const key of Object.keys(raw)) {
    const id = CODE_TEXT[codes[key] ?? ''];
    fields[key] = id ? t(id) : t('plans.checkValue');
  }
  const message = Object.keys(fields).length ? t('plans.checkFields', { what }) : t('plans.couldNotSave', { what });
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
  return errorStatus(error) === 0 ? network() : t('plans.couldNotLoad');
}
