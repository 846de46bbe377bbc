/**
 * The reader who attacks the `metrics` rows (issue 26, decision 0029). Written apart from the
 * publisher (it imports nothing from it): it takes the rows one viewer can read, what each marker
 * means, and the book of each broker (the employers a broker reads), and tries every subtraction:
 * - book − every subset of the exact employer cells (what is left is the sum of the rest);
 * - every value each withheld cell could take, kept only when the rest of `book = Σ employers` can
 *   still hold (the other withheld cells within what their markers say);
 * and reports each withheld cell that comes out as one positive value, and each sum of withheld
 * employer cells that comes out between 1 and 10. Rows of the same period are never rewritten (the
 * tests compare versions separately), so a period's rows are one system of equations.
 */

export const FIGURES = ['enrolled', 'activated', 'active_30d', 'chats', 'appointments_completed', 'reports_resolved', 'savings_usd'] as const;
export type Figure = (typeof FIGURES)[number];
const COUNTS: readonly string[] = FIGURES.slice(0, 6);

export interface SeenRow {
  id?: string;
  employer: string;
  broker: string;
  period_start: string;
  data: Record<string, unknown>;
  suppressed: boolean;
}

export interface Leak {
  period: string;
  broker: string;
  figure: Figure;
  /** the employer (or 'book') whose cell is pinned, or the employers whose sum is small */
  cells: string[];
  value: number;
  how: string;
}

interface Known {
  name: string;
  exact: number | null;
  lo: number;
  hi: number;
}

/** what a reader knows of one cell from what is on screen */
export function knowledge(row: SeenRow | undefined, figure: Figure, name: string): Known {
  const v = row?.data[figure];
  if (typeof v === 'number') return { name, exact: v, lo: v, hi: v };
  if (v === '<11') return figure === 'savings_usd' ? { name, exact: null, lo: 0, hi: Infinity } : { name, exact: null, lo: 1, hi: 10 };
  // "hidden" in a full row is a complement, never a small count; anything else could be any value
  if (v === 'hidden' && row && !row.suppressed && COUNTS.includes(figure)) return { name, exact: null, lo: 11, hi: Infinity };
  return { name, exact: null, lo: 0, hi: Infinity };
}

function* subsets<T>(items: T[]): Generator<T[]> {
  for (let mask = 0; mask < 1 << items.length; mask++) yield items.filter((_, i) => mask & (1 << i));
}

/** all values `target` can take with `book = Σ employers`, each value tried (capped at `cap`) */
function feasible(book: Known, children: Known[], target: Known, cap: number): number[] {
  const others = [book, ...children].filter((k) => k !== target && k.exact === null && k !== book);
  const exactSum = children.filter((k) => k !== target && k.exact !== null).reduce((s, k) => s + k.exact!, 0);
  // the other withheld employers can together make any whole number between these (sums of ranges)
  const oLo = others.reduce((s, k) => s + k.lo, 0);
  const oHi = others.reduce((s, k) => s + k.hi, 0);
  const out: number[] = [];
  for (let t = target.lo; t <= Math.min(target.hi, cap); t++) {
    if (target === book) {
      if (t - exactSum >= oLo && t - exactSum <= oHi) out.push(t);
      continue;
    }
    // book ∈ [lo, hi] (one value when exact) must equal t + exactSum + (others ∈ [oLo, oHi])
    const need = [t + exactSum + oLo, t + exactSum + oHi];
    if (need[0]! <= book.hi && need[1]! >= book.lo) out.push(t);
  }
  return out;
}

/**
 * Attacks one viewer's rows. `book` maps each employer to the broker whose book it was in when the
 * period was published; `cap` bounds the values tried for an unbounded cell.
 */
export function attack(rows: SeenRow[], book: Map<string, string>, cap = 2000): Leak[] {
  const leaks: Leak[] = [];
  const periods = new Set(rows.map((r) => r.period_start));
  for (const period of periods) {
    const mine = rows.filter((r) => r.period_start === period);
    for (const parent of mine.filter((r) => r.broker)) {
      const members = [...book].filter(([, b]) => b === parent.broker).map(([e]) => e);
      for (const figure of FIGURES) {
        const top = knowledge(parent, figure, 'book');
        const children = members.map((e) => knowledge(mine.find((r) => r.employer === e), figure, e));
        // book − each subset of exact employer cells
        if (top.exact !== null) {
          for (const taken of subsets(children.filter((k) => k.exact !== null))) {
            const rest = children.filter((k) => !taken.includes(k));
            const left = top.exact - taken.reduce((s, k) => s + k.exact!, 0);
            if (!rest.length || rest.some((k) => k.exact !== null)) continue;
            if (rest.length === 1 && left > 0) leaks.push({ period, broker: parent.broker, figure, cells: [rest[0]!.name], value: left, how: 'book minus the other employers' });
            else if (left > 0 && left < 11 && figure !== 'savings_usd') {
              leaks.push({ period, broker: parent.broker, figure, cells: rest.map((k) => k.name), value: left, how: 'book minus the exact employers is a small sum' });
            }
          }
        }
        // every value of every withheld cell, against the bounds of the others
        for (const target of [top, ...children]) {
          if (target.exact !== null) continue;
          const values = feasible(top, children, target, cap);
          if (values.length === 1 && values[0]! > 0) {
            leaks.push({ period, broker: parent.broker, figure, cells: [target.name], value: values[0]!, how: 'only one value fits the bounds' });
          }
        }
      }
    }
  }
  return leaks;
}
