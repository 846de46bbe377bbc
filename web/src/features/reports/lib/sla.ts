/** The first-response target (product.md §3.3): one business day after the report was sent. */
import { t } from '../../../i18n/i18n';
import { storeDate } from '../../../lib/store-date';

const HOUR = 60 * 60 * 1000;

/** the moment one business day after `from` (a Friday afternoon is due on Monday afternoon) */
export function firstResponseDue(from: Date): Date {
  const due = new Date(from.getTime() + 24 * HOUR);
  while (due.getUTCDay() === 0 || due.getUTCDay() === 6) due.setTime(due.getTime() + 24 * HOUR);
  return due;
}

export type SlaState = { kind: 'met' | 'missed' | 'due' | 'overdue' | 'none'; label: string; color: string };

const parse = (s: string) => (s ? storeDate(s) : null);

const hours = (ms: number): number => Math.max(1, Math.round(ms / HOUR));

/** where a report stands against the first-response target */
export function slaState(r: { submitted_at: string; first_response_at: string }, now = new Date()): SlaState {
  const sent = parse(r.submitted_at);
  if (!sent || Number.isNaN(sent.getTime())) return { kind: 'none', label: t('reports.sla.none'), color: 'gray.7' };
  const due = firstResponseDue(sent);
  const answered = parse(r.first_response_at);
  if (answered && !Number.isNaN(answered.getTime())) {
    return answered <= due
      ? { kind: 'met', label: t('reports.sla.met'), color: 'green.9' }
      : { kind: 'missed', label: t('reports.sla.missed'), color: 'orange.9' };
  }
  const left = due.getTime() - now.getTime();
  if (left < 0) return { kind: 'overdue', label: t('reports.sla.overdue', { hours: hours(-left) }), color: 'red.8' };
  return {
    kind: 'due',
    label: t('reports.sla.due', { hours: hours(left) }),
    color: left < 4 * HOUR ? 'orange.9' : 'blue.8',
  };
}
