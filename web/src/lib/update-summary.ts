/**
 * An activity row's sentence in the reader's language (issue #31). The server keeps `summary` in English (search,
 * exports, older rows) and also stores `data.summary_msg`: a stable key and the raw values (names, titles, status
 * values). Several people with different languages read the same row, so the words are chosen here, at read time.
 * English shows the stored summary as it is; another language uses the catalog when it knows the key, else the
 * stored summary (an older row, or a kind this screen does not know yet).
 */
import { activeLocale, t } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';
import { intlTag } from '../i18n/format';
import { circleMembersScopesLabels } from './select-labels';

/** the server's summary keys (server/src/covey/activity.ts `SummaryKey`) → catalog messages */
const SUMMARY_IDS = {
  plan_created: 'activity.summary.plan_created',
  plan_created_from_template: 'activity.summary.plan_created_from_template',
  plan_status: 'activity.summary.plan_status',
  task_added: 'activity.summary.task_added',
  task_assigned: 'activity.summary.task_assigned',
  task_status: 'activity.summary.task_status',
  task_reminder: 'activity.summary.task_reminder',
  comment: 'activity.summary.comment',
  internal_note: 'activity.summary.internal_note',
  report_status: 'activity.summary.report_status',
  report_auto_closed: 'activity.summary.report_auto_closed',
  report_opened_from_chat: 'activity.summary.report_opened_from_chat',
  suggestion_accepted: 'activity.summary.suggestion_accepted',
  counselor_changed: 'activity.summary.counselor_changed',
  counselor_changed_unnamed: 'activity.summary.counselor_changed_unnamed',
  counselor_unassigned: 'activity.summary.counselor_unassigned',
  dependent_added: 'activity.summary.dependent_added',
  dependent_added_unnamed: 'activity.summary.dependent_added_unnamed',
  assistant_helpful: 'activity.summary.assistant_helpful',
  assistant_not_helpful: 'activity.summary.assistant_not_helpful',
  assistant_handoff: 'activity.summary.assistant_handoff',
  support_viewed: 'activity.summary.support_viewed',
  circle_viewed: 'activity.summary.circle_viewed',
  circle_invite_accepted: 'activity.summary.circle_invite_accepted',
  circle_invite_declined: 'activity.summary.circle_invite_declined',
  circle_invite_withdrawn: 'activity.summary.circle_invite_withdrawn',
  circle_access_ended: 'activity.summary.circle_access_ended',
  circle_left: 'activity.summary.circle_left',
  circle_access_expired: 'activity.summary.circle_access_expired',
  circle_invited: 'activity.summary.circle_invited',
  circle_access_changed: 'activity.summary.circle_access_changed',
} as const satisfies Record<string, MessageId>;

type SummaryKey = keyof typeof SUMMARY_IDS;

const isKey = (id: unknown): id is SummaryKey => typeof id === 'string' && Object.hasOwn(SUMMARY_IDS, id);

/** `data.summary_text[locale]`: a sentence the server worded in each language (an appointment's time in its zone) */
function summaryText(data: unknown, locale: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const texts = (data as Record<string, unknown>)['summary_text'];
  if (!texts || typeof texts !== 'object') return null;
  const text = (texts as Record<string, unknown>)[locale];
  return typeof text === 'string' && text ? text : null;
}

/** `data.summary_msg` when it is well formed and its key is known */
function summaryMsg(data: unknown): { id: SummaryKey; values: Record<string, unknown> } | null {
  if (!data || typeof data !== 'object') return null;
  const m = (data as Record<string, unknown>)['summary_msg'];
  if (!m || typeof m !== 'object') return null;
  const { id, values } = m as Record<string, unknown>;
  if (!isKey(id)) return null;
  return { id, values: values && typeof values === 'object' ? (values as Record<string, unknown>) : {} };
}

/** the row's sentence in the active language (the stored English summary in English or when the key is unknown) */
export function updateSummary(u: { summary: string; data?: unknown }): string {
  const locale = activeLocale();
  if (locale === 'en') return u.summary;
  const worded = summaryText(u.data, locale);
  if (worded) return worded;
  const m = summaryMsg(u.data);
  return m ? t(SUMMARY_IDS[m.id], withScopeWords(m.values)) : u.summary;
}

/** a circle's scopes arrive as raw values ("plans,files"): their labels in the active language, as one list */
function withScopeWords(values: Record<string, unknown>): Record<string, unknown> {
  const raw = values['scopes'];
  if (typeof raw !== 'string') return values;
  const labels: Record<string, string> = circleMembersScopesLabels;
  const words = raw
    .split(',')
    .filter(Boolean)
    .map((s) => (labels[s] ?? s).toLowerCase());
  return { ...values, scopes: new Intl.ListFormat(intlTag(), { type: 'conjunction' }).format(words) };
}
