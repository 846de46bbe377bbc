/**
 * The rows of one closed period, with complementary suppression across each broker's book (see
 * metrics-suppression.ts and docs/decisions/0029-complementary-suppression.md). Pure: the job
 * (metrics.ts) collects the counts and stores what this returns.
 */
import {
  COUNT_KEYS, HIDDEN, addCounts, deidentify, emptyCounts, protectBook, type EqCell, type MetricsData, type RawCounts,
} from './metrics-suppression.js';

export interface PlannedRow {
  employer: string;
  broker: string;
  data: MetricsData;
  suppressed: boolean;
}

interface Row {
  raw: RawCounts;
  data: MetricsData;
  suppressed: boolean;
}

type Figure = {
  value: (r: Row) => number;
  cases: (r: Row) => number;
  withheld: (r: Row) => boolean;
  /** what a reader knows of a withheld cell from its marker */
  bounds: (r: Row) => [number, number];
  hide: (r: Row) => void;
};

const isNum = (v: unknown): v is number => typeof v === 'number';
const hiddenCount = (r: Row): [number, number] => (r.suppressed ? [0, Infinity] : [11, Infinity]);

const FIGURES: Figure[] = [
  ...COUNT_KEYS.map((k): Figure => ({
    value: (r) => r.raw[k],
    cases: (r) => r.raw[k],
    withheld: (r) => !isNum(r.data[k]),
    // "<11" is 1–10; "hidden" in a full row is a complement (≥ 11), in a totals-only row anything
    bounds: (r) => (r.data[k] === '<11' ? [1, 10] : hiddenCount(r)),
    hide: (r) => void (r.data[k] = HIDDEN),
  })),
  {
    value: (r) => Math.round(r.raw.savings_usd),
    cases: (r) => r.raw.reports_resolved,
    withheld: (r) => !isNum(r.data.savings_usd),
    bounds: () => [0, Infinity],
    hide: (r) => void (r.data.savings_usd = HIDDEN),
  },
  {
    value: (r) => r.raw.csat_sum,
    cases: (r) => r.raw.csat_n,
    withheld: (r) => !(isNum(r.data.csat) || r.data.csat === null),
    bounds: () => [0, Infinity],
    hide: (r) => void (r.data.csat = HIDDEN),
  },
];

function cell(f: Figure, r: Row): EqCell {
  const withheld = f.withheld(r);
  const [lo, hi] = withheld ? f.bounds(r) : [0, Infinity];
  return { value: f.value(r), cases: f.cases(r), withheld, lo, hi };
}

function row(raw: RawCounts): Row {
  return { raw, ...deidentify(raw) };
}

/**
 * One row per employer and per broker for a period. `employers` carries each employer's counts and
 * the agency whose book it is in; a book row is the sum of its employers' counts (savings summed in
 * whole dollars, so book = Σ employers holds for every published figure).
 */
export function planPeriod(employers: { id: string; broker: string; raw: RawCounts }[], brokers: string[]): PlannedRow[] {
  const out: PlannedRow[] = [];
  const books = new Map<string, Row[]>(brokers.map((b) => [b, []]));
  const employerRows = employers.map((e) => {
    const r = row({ ...e.raw, savings_usd: Math.round(e.raw.savings_usd) });
    books.get(e.broker)?.push(r);
    return { e, r };
  });
  const bookRows = new Map<string, Row>();
  for (const [b, children] of books) {
    const parent = row(children.reduce((s, c) => addCounts(s, c.raw), emptyCounts()));
    bookRows.set(b, parent);
    for (const f of FIGURES) {
      const cells = children.map((c) => cell(f, c));
      const top = cell(f, parent);
      const at = (i: number) => (i < 0 ? parent : children[i]!);
      protectBook(top, cells, (i) => {
        f.hide(at(i));
        return f.bounds(at(i));
      });
    }
  }
  for (const { e, r } of employerRows) out.push({ employer: e.id, broker: '', data: r.data, suppressed: r.suppressed });
  for (const b of brokers) {
    const r = bookRows.get(b)!;
    out.push({ employer: '', broker: b, data: r.data, suppressed: r.suppressed });
  }
  return out;
}
