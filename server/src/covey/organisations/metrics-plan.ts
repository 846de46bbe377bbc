/**
 * The rows of one closed period, with complementary suppression across each broker's book (see
 * metrics-suppression.ts and docs/decisions/0029-complementary-suppression.md). Pure: the job
 * (metrics.ts) collects the counts and stores what this returns.
 */
import {
  COUNT_KEYS, HIDDEN, REPORT_KINDS, addCounts, deidentify, emptyCounts, protectBook, type EqCell, type MetricsData, type RawCounts,
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

/** a kind of report, counted like the other counts; absent (a totals-only row) is anything ≥ 0 */
const kindFigure = (k: string): Figure => ({
  value: (r) => r.raw.report_kinds[k] ?? 0,
  cases: (r) => r.raw.report_kinds[k] ?? 0,
  withheld: (r) => !isNum(r.data.report_kinds?.[k]),
  bounds: (r) => (r.data.report_kinds?.[k] === '<11' ? [1, 10] : hiddenCount(r)),
  hide: (r) => {
    if (r.data.report_kinds) r.data.report_kinds[k] = HIDDEN;
  },
});
const KIND_FIGURES = REPORT_KINDS.map(kindFigure);
const REPORTS = FIGURES[COUNT_KEYS.indexOf('reports_resolved')]!;

FIGURES.push(...KIND_FIGURES, {
  // a median is not a sum: protected as if a reader knew the sum of the hours (like satisfaction)
  value: (r) => Math.round(r.raw.reply_hours.reduce((s, h) => s + h, 0)),
  cases: (r) => r.raw.reply_hours.length,
  withheld: (r) => !(isNum(r.data.reply_hours) || r.data.reply_hours === null),
  bounds: () => [0, Infinity],
  hide: (r) => void (r.data.reply_hours = HIDDEN),
});

/** one equation a reader can write: parent = Σ children, each a figure of a row */
interface Equation {
  parent: [Figure, Row];
  children: [Figure, Row][];
}

/**
 * Hides cells until no equation leaks. Hiding a cell for one equation can open another (a cell hidden
 * in a book equation is also a term of its row's total = Σ kinds), so the equations are checked again
 * until none hides anything more; then all of them together (`pinnedTogether`), since a reader solves
 * them as one system. Each step hides one more cell, so it ends.
 */
function protectAll(equations: Equation[]): void {
  for (;;) {
    for (let changed = true; changed; ) {
      changed = false;
      for (const { parent, children } of equations) {
        const cells = children.map(([f, r]) => cell(f, r));
        const at = (i: number) => (i < 0 ? parent : children[i]!);
        protectBook(cell(...parent), cells, (i) => {
          const [f, r] = at(i);
          f.hide(r);
          changed = true;
          return f.bounds(r);
        });
      }
    }
    if (!hideOneMore(equations)) return;
  }
}

type Ref = [Figure, Row];
interface Interval {
  lo: number;
  hi: number;
  withheld: boolean;
}

/**
 * Interval propagation over every equation at once, the way a reader holding all the rows would
 * solve them (decision 0055): each cell starts at what its marker says and each equation narrows each
 * of its terms from the others until nothing moves. Returns a withheld cell that comes out as one
 * positive value, with the equations it is in.
 */
function pinnedTogether(equations: Equation[]): Ref | undefined {
  const state = new Map<Row, Map<Figure, Interval>>();
  const iv = ([f, r]: Ref): Interval => {
    let m = state.get(r);
    if (!m) state.set(r, (m = new Map()));
    let x = m.get(f);
    if (!x) {
      const c = cell(f, r);
      m.set(f, (x = c.withheld ? { lo: c.lo, hi: c.hi, withheld: true } : { lo: c.value, hi: c.value, withheld: false }));
    }
    return x;
  };
  for (let pass = 0, moved = true; moved && pass < 500; pass++) {
    moved = false;
    const narrow = (x: Interval, lo: number, hi: number) => {
      if (lo > x.lo) [x.lo, moved] = [lo, true];
      if (hi < x.hi) [x.hi, moved] = [hi, true];
    };
    for (const eq of equations) {
      const p = iv(eq.parent);
      const kids = eq.children.map(iv);
      const sumLo = kids.reduce((s, c) => s + c.lo, 0);
      const finiteHi = kids.reduce((s, c) => s + (c.hi === Infinity ? 0 : c.hi), 0);
      const infinite = kids.filter((c) => c.hi === Infinity).length;
      narrow(p, sumLo, infinite ? Infinity : finiteHi);
      for (const c of kids) {
        const othersHi = infinite - (c.hi === Infinity ? 1 : 0) > 0 ? Infinity : finiteHi - (c.hi === Infinity ? 0 : c.hi);
        narrow(c, p.lo - othersHi, p.hi - (sumLo - c.lo));
      }
    }
  }
  for (const [r, m] of state) for (const [f, x] of m) if (x.withheld && x.lo === x.hi && x.lo > 0) return [f, r];
  return undefined;
}

/** hides the smallest exact cell of an equation the pinned cell is in (else its exact parent); false when nothing is left */
function hideOneMore(equations: Equation[]): boolean {
  const pinned = pinnedTogether(equations);
  if (!pinned) return false;
  const same = (a: Ref, b: Ref) => a[0] === b[0] && a[1] === b[1];
  for (const eq of equations.filter((e) => same(e.parent, pinned) || e.children.some((c) => same(c, pinned)))) {
    let next: Ref | undefined;
    for (const c of [...eq.children, eq.parent]) {
      const x = cell(...c);
      if (x.withheld || x.cases <= 0) continue;
      if (!next || x.cases < cell(...next).cases) next = c;
    }
    if (next) {
      next[0].hide(next[1]);
      return true;
    }
  }
  return false;
}

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
  const equations: Equation[] = [];
  for (const [b, children] of books) {
    const parent = row(children.reduce((s, c) => addCounts(s, c.raw), emptyCounts()));
    bookRows.set(b, parent);
    // across the book: book = Σ employers, for every figure
    for (const f of FIGURES) equations.push({ parent: [f, parent], children: children.map((c): [Figure, Row] => [f, c]) });
  }
  // within each row: reports resolved = Σ its kinds (total − the other kinds must not give one away)
  for (const r of [...employerRows.map((x) => x.r), ...bookRows.values()]) {
    if (r.data.report_kinds) equations.push({ parent: [REPORTS, r], children: KIND_FIGURES.map((f): [Figure, Row] => [f, r]) });
  }
  protectAll(equations);
  for (const { e, r } of employerRows) out.push({ employer: e.id, broker: '', data: r.data, suppressed: r.suppressed });
  for (const b of brokers) {
    const r = bookRows.get(b)!;
    out.push({ employer: '', broker: b, data: r.data, suppressed: r.suppressed });
  }
  return out;
}
