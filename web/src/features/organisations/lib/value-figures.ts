/**
 * The value figures of the Metrics tab (issue 30, decision 0055), as series for the charts and rows for
 * their tables. Only what the server published is used: a suppressed cell is never plotted and never
 * enters a sum; it is shown as a sentence instead of a number.
 */
import type { Cell, MetricsRecord } from '../api/org-types';
import type { ReportsKind } from '../../../lib/schema';
import { storeDate } from '../../../lib/store-date';
import { formatNumber, intlTag } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

/** how many closed months the charts show */
const MONTHS_SHOWN = 12;

/** what members asked for help with, in a buyer's words (a kind added in a migration fails typecheck here) */
const KIND_LABEL: Record<ReportsKind, MessageId> = {
  bill_review: 'org.value.kind.billReview', claim_denial: 'org.value.kind.claimDenial', coverage_question: 'org.value.kind.coverageQuestion',
  find_care: 'org.value.kind.findCare', prescription: 'org.value.kind.prescription', enrollment: 'org.value.kind.enrollment',
  complaint: 'org.value.kind.complaint', other: 'org.value.kind.other',
};

/** "Too few people to show", in the active language */
export const tooFew = () => t('org.value.tooFew');
/** "Held back to protect a small group", in the active language */
export const heldBack = () => t('org.value.heldBack');

/** whole US dollars in the active language: "$12,345" */
export const money = (n: number) =>
  new Intl.NumberFormat(intlTag(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

/** a figure as a sentence when it is not a number: "<11" and a totals-only row's hidden figures are too few people; a complement is held back */
export function withheldText(v: Cell, suppressedRow: boolean): string | null {
  if (typeof v === 'number') return null;
  if (v === '<11' || (v === 'hidden' && suppressedRow)) return tooFew();
  if (v === 'hidden') return heldBack();
  if (suppressedRow) return tooFew();
  // null: nothing to count that month (no ratings, no replies); absent: a row published before the figure existed
  return v === null ? t('org.value.none') : t('org.value.notCounted');
}

export const shortMonth = (v: string) => storeDate(v).toLocaleDateString(intlTag(), { month: 'short', year: 'numeric', timeZone: 'UTC' });

type ValueKey = 'savings_usd' | 'active_30d' | 'csat' | 'appointments_completed' | 'reply_hours';

export interface SeriesPoint {
  period: string;
  /** the number to plot, or null when the month's figure is withheld or absent */
  value: number | null;
  /** what the table says for the month */
  text: string;
}

/** one figure over the last months, oldest first */
export function series(rows: MetricsRecord[], key: ValueKey, format: (n: number) => string = formatNumber): SeriesPoint[] {
  return rows.slice(-MONTHS_SHOWN).map((r) => {
    const v = (r.data as unknown as Record<string, Cell>)[key];
    return { period: shortMonth(r.period_start), value: typeof v === 'number' ? v : null, text: typeof v === 'number' ? format(v) : (withheldText(v, r.suppressed) ?? '') };
  });
}

/** the published savings of the months shown, and whether some months were withheld (then the sum is a floor) */
export function savingsTotal(points: SeriesPoint[]): { total: number; partial: boolean } {
  return {
    total: points.reduce((s, p) => s + (p.value ?? 0), 0),
    partial: points.some((p) => p.text === tooFew() || p.text === heldBack()),
  };
}

interface KindRow {
  kind: string;
  label: string;
  value: number | null;
  text: string;
}

/** the latest month's resolved reports by kind: exact kinds first (most first), then the withheld ones; kinds with none left out */
export function kindsOf(row: MetricsRecord | undefined): KindRow[] {
  const kinds = (row?.data as { report_kinds?: Record<string, Cell> } | undefined)?.report_kinds;
  if (!row || !kinds) return [];
  return Object.entries(kinds)
    .filter(([, v]) => v !== 0)
    .map(([kind, v]) => ({
      kind, label: kind in KIND_LABEL ? t(KIND_LABEL[kind as ReportsKind]) : kind, value: typeof v === 'number' ? v : null,
      text: typeof v === 'number' ? formatNumber(v) : (withheldText(v, row.suppressed) ?? ''),
    }))
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.label.localeCompare(b.label));
}

export const hours = (n: number) => t('org.value.hours', { n: new Intl.NumberFormat(intlTag(), { maximumFractionDigits: 1 }).format(n) });
