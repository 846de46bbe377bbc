/**
 * A second reader of the `metrics` rows (issue 30, decision 0055), written apart from the publisher
 * (it imports nothing from it). It writes down every equation the rows it can read give it:
 * - per broker book, period and figure (every count and every kind of report): book = Σ employers;
 * - per row: reports resolved = Σ the kinds of report;
 * and solves them together by interval propagation: each cell starts at what its marker says (a number;
 * "<11" is 1–10; "hidden" in a full row is ≥ 11; anything else ≥ 0) and every equation narrows every
 * term from the others, until nothing moves. It reports a withheld cell pinned to one positive value,
 * and an equation whose exact parent minus its exact children leaves 1–10 for the withheld ones.
 * Periods are never summed by anything published, so each period is its own system; a reader holding
 * two periods learns nothing more unless a row is rewritten (the tests check that separately).
 */

export const KINDS = ['bill_review', 'claim_denial', 'coverage_question', 'find_care', 'prescription', 'enrollment', 'complaint', 'other'] as const;
const COUNTS = ['enrolled', 'activated', 'active_30d', 'chats', 'appointments_completed', 'reports_resolved'] as const;

export interface ValueRow {
  employer: string;
  broker: string;
  period_start: string;
  data: Record<string, unknown>;
  suppressed: boolean;
}

export interface ValueLeak {
  period: string;
  cell: string;
  value: number;
  how: string;
}

interface Var {
  name: string;
  exact: boolean;
  lo: number;
  hi: number;
}

function marker(v: unknown, row: ValueRow): [number, number, boolean] {
  if (typeof v === 'number') return [v, v, true];
  if (v === '<11') return [1, 10, false];
  if (v === 'hidden' && !row.suppressed) return [11, Infinity, false];
  return [0, Infinity, false];
}

function cellOf(row: ValueRow, figure: string): unknown {
  if (figure.startsWith('kind:')) return (row.data['report_kinds'] as Record<string, unknown> | undefined)?.[figure.slice(5)];
  return row.data[figure];
}

/** every leak a reader of `rows` (with `book`: employer → its agency) can find */
export function attackValue(rows: ValueRow[], book: Map<string, string>): ValueLeak[] {
  const leaks: ValueLeak[] = [];
  const periods = [...new Set(rows.map((r) => r.period_start))];
  const figures = [...COUNTS, ...KINDS.map((k) => `kind:${k}`)];
  for (const period of periods) {
    const inPeriod = rows.filter((r) => r.period_start === period);
    const vars = new Map<string, Var>();
    const v = (row: ValueRow, figure: string): Var => {
      const name = `${row.employer || `book ${row.broker}`}.${figure}`;
      let x = vars.get(name);
      if (!x) {
        const [lo, hi, exact] = marker(cellOf(row, figure), row);
        vars.set(name, (x = { name, exact, lo, hi }));
      }
      return x;
    };
    const equations: { parent: Var; children: Var[] }[] = [];
    for (const b of inPeriod.filter((r) => r.broker && !r.employer)) {
      const kids = inPeriod.filter((r) => r.employer && book.get(r.employer) === b.broker);
      for (const f of figures) equations.push({ parent: v(b, f), children: kids.map((k) => v(k, f)) });
    }
    for (const r of inPeriod) {
      if (r.data['report_kinds']) equations.push({ parent: v(r, 'reports_resolved'), children: KINDS.map((k) => v(r, `kind:${k}`)) });
    }
    // interval propagation: parent ∈ [Σ lo, Σ hi]; child ∈ [parent.lo − Σ others.hi, parent.hi − Σ others.lo]
    for (let pass = 0, moved = true; moved && pass < 500; pass++) {
      moved = false;
      const narrow = (x: Var, lo: number, hi: number) => {
        if (lo > x.lo) [x.lo, moved] = [lo, true];
        if (hi < x.hi) [x.hi, moved] = [hi, true];
      };
      for (const { parent, children } of equations) {
        narrow(parent, children.reduce((s, c) => s + c.lo, 0), children.reduce((s, c) => s + c.hi, 0));
        for (const c of children) {
          const others = children.filter((o) => o !== c);
          narrow(c, parent.lo - others.reduce((s, o) => s + o.hi, 0), parent.hi - others.reduce((s, o) => s + o.lo, 0));
        }
      }
    }
    for (const x of vars.values()) {
      if (!x.exact && x.lo === x.hi && x.lo > 0) leaks.push({ period, cell: x.name, value: x.lo, how: 'pinned by the equations together' });
    }
    for (const { parent, children } of equations) {
      if (!parent.exact) continue;
      const withheld = children.filter((c) => !c.exact);
      if (!withheld.length) continue;
      const rest = parent.lo - children.filter((c) => c.exact).reduce((s, c) => s + c.lo, 0);
      if (rest > 0 && rest < 11) leaks.push({ period, cell: withheld.map((c) => c.name).join(' + '), value: rest, how: `${parent.name} minus the exact cells` });
    }
  }
  return leaks;
}
