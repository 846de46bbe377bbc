/**
 * Small-cell suppression for the `metrics` rows, primary and complementary (issue 26, decision 0029).
 *
 * Primary, per row: a count of 1–10 is shown as "<11"; a group with fewer than 11 activated members
 * shows its roster totals only (enrolled, activated) and every usage figure is "hidden", zero or not
 * (a 0 next to "<11" would tell which of a handful of named people used Covey); savings and
 * satisfaction built from fewer than 11 cases are "<11"; top needs are names only, never counts.
 *
 * Complementary, per broker book: a broker reads its book row and every employer row of its book,
 * and book = Σ employers for every figure. For each figure the withheld cells of a book are checked
 * the way a reader would attack them (decision 0029): the range each withheld cell can still take,
 * given the exact cells and what each marker says ("<11" is 1–10, "hidden" in a full row is ≥ 11,
 * "hidden" in a totals-only row or a withheld sum is ≥ 0), must not shrink to one positive value; and
 * when the book figure is exact, the withheld employers together must count 0 or at least 11 cases
 * (else "book minus the others" is a small cell about those few employers). While a book fails, the
 * next smallest exact employer cell is hidden too; when none is left, the book figure is hidden.
 */

import { reportsKindValues } from '../../generated/schema.js';
import type { Cell, MetricsData } from './metrics-shape.js';

export type { Cell, MetricsData };
const SMALL_CELL = 11;
export const HIDDEN = 'hidden';

/** the kinds of report, each a count in `report_kinds` (decision 0055) */
export const REPORT_KINDS: readonly string[] = reportsKindValues;

export const COUNT_KEYS = ['enrolled', 'activated', 'active_30d', 'chats', 'appointments_completed', 'reports_resolved'] as const;
type CountKey = (typeof COUNT_KEYS)[number];
/** usage counts: hidden in a group with fewer than 11 activated members */
const USAGE_KEYS: readonly CountKey[] = ['active_30d', 'chats', 'appointments_completed', 'reports_resolved'];

/** a count as it may be shown on its own: below 11 (but not 0) it becomes "<11"; 0 stays 0 */
export const suppress = (n: number): Cell => (n > 0 && n < SMALL_CELL ? '<11' : n);

export interface RawCounts {
  enrolled: number;
  activated: number;
  active_30d: number;
  chats: number;
  appointments_completed: number;
  reports_resolved: number;
  savings_usd: number;
  csat_sum: number;
  csat_n: number;
  needs: Record<string, number>;
  /** resolved reports of the period by kind (Σ = reports_resolved) */
  report_kinds: Record<string, number>;
  /** hours from each chat's first member message in the period to the first counselor reply */
  reply_hours: number[];
}

export const emptyCounts = (): RawCounts => ({
  enrolled: 0, activated: 0, active_30d: 0, chats: 0, appointments_completed: 0, reports_resolved: 0, savings_usd: 0, csat_sum: 0, csat_n: 0, needs: {}, report_kinds: {}, reply_hours: [],
});

export function addCounts(a: RawCounts, b: RawCounts): RawCounts {
  const needs = { ...a.needs };
  for (const [k, v] of Object.entries(b.needs)) needs[k] = (needs[k] ?? 0) + v;
  const report_kinds = { ...a.report_kinds };
  for (const [k, v] of Object.entries(b.report_kinds)) report_kinds[k] = (report_kinds[k] ?? 0) + v;
  return {
    enrolled: a.enrolled + b.enrolled, activated: a.activated + b.activated, active_30d: a.active_30d + b.active_30d, chats: a.chats + b.chats,
    appointments_completed: a.appointments_completed + b.appointments_completed, reports_resolved: a.reports_resolved + b.reports_resolved,
    savings_usd: a.savings_usd + b.savings_usd, csat_sum: a.csat_sum + b.csat_sum, csat_n: a.csat_n + b.csat_n, needs,
    report_kinds, reply_hours: [...a.reply_hours, ...b.reply_hours],
  };
}

/** the middle value (the mean of the two middle ones for an even count) */
export function median(values: readonly number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** primary suppression of one row, looked at alone */
export function deidentify(raw: RawCounts): { data: MetricsData; suppressed: boolean } {
  const small = raw.activated < SMALL_CELL;
  const data = {} as MetricsData;
  for (const k of COUNT_KEYS) data[k] = small && USAGE_KEYS.includes(k) ? HIDDEN : suppress(raw[k]);
  if (small) return { data, suppressed: true };
  data.savings_usd = raw.reports_resolved > 0 && raw.reports_resolved < SMALL_CELL ? '<11' : Math.round(raw.savings_usd);
  data.csat = raw.csat_n === 0 ? null : raw.csat_n < SMALL_CELL ? '<11' : Math.round((raw.csat_sum / raw.csat_n) * 10) / 10;
  data.top_needs = Object.entries(raw.needs)
    .filter(([, n]) => n >= SMALL_CELL)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([need]) => ({ need }));
  data.report_kinds = Object.fromEntries(REPORT_KINDS.map((k) => [k, suppress(raw.report_kinds[k] ?? 0)]));
  const n = raw.reply_hours.length;
  data.reply_hours = n === 0 ? null : n < SMALL_CELL ? '<11' : Math.round(median(raw.reply_hours) * 10) / 10;
  return { data, suppressed: false };
}

/** one cell of a book equation (book = Σ employers) for one figure */
export interface EqCell {
  /** the true value that enters the sum */
  value: number;
  /** how many cases it is built from (the count itself, reports for savings, ratings for satisfaction) */
  cases: number;
  withheld: boolean;
  /** what a reader knows of a withheld cell from its marker */
  lo: number;
  hi: number;
}

/** the values a withheld cell can still take, given the rest of `book = Σ children` */
function feasibleRange(parent: EqCell, children: EqCell[], target: EqCell): [number, number] {
  // Σ children − parent = 0: target (coefficient ±1) = −(known part) − (the other withheld cells)
  const terms = [{ c: parent, a: -1 }, ...children.map((c) => ({ c, a: 1 }))];
  let known = 0;
  let min = 0;
  let max = 0;
  let sign = 1;
  for (const { c, a } of terms) {
    if (c === target) {
      sign = a;
      continue;
    }
    if (!c.withheld) known += a * c.value;
    else if (a > 0) {
      min += c.lo;
      max += c.hi;
    } else {
      min -= c.hi;
      max -= c.lo;
    }
  }
  // a·target = −known − others, others ∈ [min, max]
  const lo = sign > 0 ? -known - max : known + min;
  const hi = sign > 0 ? -known - min : known + max;
  return [Math.max(target.lo, lo), Math.min(target.hi, hi)];
}

/** true when a reader of the book and its employers can pin a withheld cell or a small residual */
function bookLeaks(parent: EqCell, children: EqCell[]): boolean {
  for (const c of [parent, ...children]) {
    if (!c.withheld) continue;
    const [lo, hi] = feasibleRange(parent, children, c);
    if (lo === hi && lo > 0) return true;
  }
  if (!parent.withheld) {
    const cases = children.filter((c) => c.withheld).reduce((s, c) => s + c.cases, 0);
    if (cases > 0 && cases < SMALL_CELL) return true;
  }
  return false;
}

/**
 * Complementary suppression of one book for one figure: hides further employer cells (smallest
 * first), then the book cell, until `bookLeaks` is false. `hide(i)` hides cell i (-1: the book) in
 * the row and returns the bounds its marker gives a reader; the cells are updated in place.
 */
export function protectBook(parent: EqCell, children: EqCell[], hide: (i: number) => [number, number]): void {
  while (bookLeaks(parent, children)) {
    let next = -1;
    for (let i = 0; i < children.length; i++) {
      const c = children[i]!;
      if (c.withheld || c.cases <= 0) continue;
      if (next < 0 || c.cases < children[next]!.cases) next = i;
    }
    if (next >= 0) {
      const c = children[next]!;
      [c.lo, c.hi] = hide(next);
      c.withheld = true;
    } else if (!parent.withheld) {
      [parent.lo, parent.hi] = hide(-1);
      parent.withheld = true;
    } else return; // everything that could be hidden is: nothing left to do
  }
}
