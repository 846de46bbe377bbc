/**
 * The value figures of the Metrics tab (issue 30, decision 0055), as series for the charts and rows for
 * their tables. Only what the server published is used: a suppressed cell is never plotted and never
 * enters a sum; it is shown as a sentence instead of a number.
 */
import type { Cell, MetricsRecord } from '../api/org-types';
import type { ReportsKind } from '../../../lib/schema';
import { storeDate } from '../../../lib/store-date';

/** how many closed months the charts show */
const MONTHS_SHOWN = 12;

/** what members asked for help with, in a buyer's words (a kind added in a migration fails typecheck here) */
const KIND_LABEL: Record<ReportsKind, string> = {
  bill_review: 'Bill reviews', claim_denial: 'Denied claims', coverage_question: 'Coverage questions', find_care: 'Finding care',
  prescription: 'Prescriptions', enrollment: 'Enrollment and ID cards', complaint: 'Complaints', other: 'Other requests',
};

export const TOO_FEW = 'Too few people to show';
export const HELD_BACK = 'Held back to protect a small group';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const money = (n: number) => usd.format(n);

/** a figure as a sentence when it is not a number: "<11" and a totals-only row's hidden figures are too few people; a complement is held back */
export function withheldText(v: Cell, suppressedRow: boolean): string | null {
  if (typeof v === 'number') return null;
  if (v === '<11' || (v === 'hidden' && suppressedRow)) return TOO_FEW;
  if (v === 'hidden') return HELD_BACK;
  if (suppressedRow) return TOO_FEW;
  // null: nothing to count that month (no ratings, no replies); absent: a row published before the figure existed
  return v === null ? 'None' : 'Not counted then';
}

export const shortMonth = (v: string) => storeDate(v).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

type ValueKey = 'savings_usd' | 'active_30d' | 'csat' | 'appointments_completed' | 'reply_hours';

export interface SeriesPoint {
  period: string;
  /** the number to plot, or null when the month's figure is withheld or absent */
  value: number | null;
  /** what the table says for the month */
  text: string;
}

/** one figure over the last months, oldest first */
export function series(rows: MetricsRecord[], key: ValueKey, format: (n: number) => string = (n) => n.toLocaleString('en-US')): SeriesPoint[] {
  return rows.slice(-MONTHS_SHOWN).map((r) => {
    const v = (r.data as unknown as Record<string, Cell>)[key];
    return { period: shortMonth(r.period_start), value: typeof v === 'number' ? v : null, text: typeof v === 'number' ? format(v) : (withheldText(v, r.suppressed) ?? '') };
  });
}

/** the published savings of the months shown, and whether some months were withheld (then the sum is a floor) */
export function savingsTotal(points: SeriesPoint[]): { total: number; partial: boolean } {
  return {
    total: points.reduce((s, p) => s + (p.value ?? 0), 0),
    partial: points.some((p) => p.text === TOO_FEW || p.text === HELD_BACK),
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
      kind, label: (KIND_LABEL as Record<string, string>)[kind] ?? kind, value: typeof v === 'number' ? v : null,
      text: typeof v === 'number' ? v.toLocaleString('en-US') : (withheldText(v, row.suppressed) ?? ''),
    }))
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.label.localeCompare(b.label));
}

export const hours = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
