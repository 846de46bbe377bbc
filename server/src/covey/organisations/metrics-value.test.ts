/**
 * The value figures (issue 30, decision 0055): resolved reports by kind and the median first counselor
 * reply, under the same suppression as the other figures. The reader of
 * test/harness/metrics-value-adversary.ts attacks total − breakdown within a row, book − employers per
 * kind, and both together; the control rows (per-row suppression only) show each attack works.
 */
import { describe, expect, it } from 'vitest';
import { attackValue, type ValueRow } from '../../../test/harness/metrics-value-adversary.js';
import { planPeriod } from './metrics-plan.js';
import { addCounts, deidentify, emptyCounts, median, type RawCounts } from './metrics-suppression.js';

const P = '2026-10-01 00:00:00.000Z';
const big = (over: Partial<RawCounts> = {}): RawCounts => ({
  ...emptyCounts(), enrolled: 80, activated: 40, active_30d: 30, chats: 25, appointments_completed: 14, reports_resolved: 30, savings_usd: 930,
  csat_sum: 60, csat_n: 14, report_kinds: { bill_review: 15, claim_denial: 12, find_care: 3 }, reply_hours: Array.from({ length: 12 }, (_, i) => i + 1),
  ...over,
});
const seen = (rows: { employer: string; broker: string; data: unknown; suppressed: boolean }[], period = P): ValueRow[] =>
  rows.map((r) => ({ ...r, period_start: period, data: r.data as Record<string, unknown> }));
const kinds = (row: { data: unknown }) => (row.data as { report_kinds: Record<string, unknown> }).report_kinds;

describe('primary suppression of the value figures', () => {
  it('counts each kind of report; a kind with 1–10 reports is "<11", a kind with none is 0', () => {
    const { data } = deidentify(big());
    expect(data.report_kinds).toMatchObject({ bill_review: 15, claim_denial: 12, find_care: '<11', prescription: 0 });
    expect(Object.keys(data.report_kinds!)).toHaveLength(8);
  });

  it('the median first reply in hours, from 11 replies on; fewer is "<11", none is null', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(deidentify(big()).data.reply_hours).toBe(6.5);
    expect(deidentify(big({ reply_hours: [1, 2, 3] })).data.reply_hours).toBe('<11');
    expect(deidentify(big({ reply_hours: [] })).data.reply_hours).toBeNull();
  });

  it('a group with fewer than 11 activated members publishes neither', () => {
    const { data } = deidentify(big({ activated: 7 }));
    expect(data.report_kinds).toBeUndefined();
    expect(data.reply_hours).toBeUndefined();
  });
});

describe('total minus breakdown', () => {
  it('per-row suppression alone gives the small kind away (30 − 15 − 12 = 3)', () => {
    const naive = seen([{ employer: 'e1', broker: '', ...deidentify(big()) }]);
    expect(attackValue(naive, new Map([['e1', '']]))).toContainEqual(expect.objectContaining({ cell: 'e1.kind:find_care', value: 3 }));
  });

  it('the next smallest kind is hidden too, and nothing can be worked out', () => {
    const rows = planPeriod([{ id: 'e1', broker: '', raw: big() }], []);
    expect(kinds(rows[0]!)).toMatchObject({ bill_review: 15, claim_denial: 'hidden', find_care: '<11' });
    expect(rows[0]!.data.reports_resolved).toBe(30);
    expect(attackValue(seen(rows), new Map([['e1', '']]))).toEqual([]);
  });

  it('two small kinds that add up to a small figure hide a big one as well', () => {
    const rows = planPeriod([{ id: 'e1', broker: '', raw: big({ reports_resolved: 23, report_kinds: { bill_review: 20, find_care: 2, other: 1 } }) }], []);
    expect(kinds(rows[0]!)['bill_review']).toBe('hidden');
    expect(attackValue(seen(rows), new Map([['e1', '']]))).toEqual([]);
  });
});

describe('book minus employers, per kind, and both at once', () => {
  const employers = [
    { id: 'e1', broker: 'b', raw: big({ reports_resolved: 26, report_kinds: { bill_review: 20, claim_denial: 6 } }) },
    { id: 'e2', broker: 'b', raw: big({ reports_resolved: 40, report_kinds: { bill_review: 25, claim_denial: 15 } }) },
  ];
  const book = new Map(employers.map((e) => [e.id, e.broker]));

  it('per-row suppression alone gives the small employer\'s kind away through the book', () => {
    const total = employers.reduce((s, e) => addCounts(s, e.raw), emptyCounts());
    const naive = seen([...employers.map((e) => ({ employer: e.id, broker: '', ...deidentify(e.raw) })), { employer: '', broker: 'b', ...deidentify(total) }]);
    const leaks = attackValue(naive, book);
    expect(leaks.some((l) => l.value === 6)).toBe(true);
  });

  it('the plan leaves nothing to subtract, within rows and across the book', () => {
    const rows = planPeriod(employers, ['b']);
    expect(kinds(rows.find((r) => r.employer === 'e1')!)['claim_denial']).toBe('<11');
    expect(attackValue(seen(rows), book)).toEqual([]);
  });
});

describe('across two periods', () => {
  it('each period is a flow of its own month: a later month says nothing about an earlier one', () => {
    // October: e1 has 3 "find care" reports; November: one more. Published once each, never summed.
    const oct = planPeriod([{ id: 'e1', broker: 'b', raw: big() }, { id: 'e2', broker: 'b', raw: big({ report_kinds: { bill_review: 30 } }) }], ['b']);
    const nov = planPeriod(
      [{ id: 'e1', broker: 'b', raw: big({ reports_resolved: 31, report_kinds: { bill_review: 15, claim_denial: 12, find_care: 4 } }) }, { id: 'e2', broker: 'b', raw: big({ report_kinds: { bill_review: 30 } }) }],
      ['b'],
    );
    const rows = [...seen(oct, P), ...seen(nov, '2026-11-01 00:00:00.000Z')];
    const book = new Map([['e1', 'b'], ['e2', 'b']]);
    expect(attackValue(rows, book)).toEqual([]);
    // the cells that differ between the months are withheld in both: "November − October" is not a number
    for (const k of ['find_care', 'claim_denial'] as const) {
      const a = kinds(oct.find((r) => r.employer === 'e1')!)[k];
      const b = kinds(nov.find((r) => r.employer === 'e1')!)[k];
      expect(typeof a === 'number' && typeof b === 'number').toBe(false);
    }
  });
});

function rng(seed: number) {
  let s = Math.imul(seed, 2654435761) >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const pick = () => {
    const r = next();
    return r < 0.3 ? 0 : r < 0.65 ? 1 + Math.floor(next() * 10) : 11 + Math.floor(next() * 30);
  };
  return { next, pick };
}

function randomEmployer(r: ReturnType<typeof rng>): RawCounts {
  const activated = r.next() < 0.3 ? Math.floor(r.next() * 11) : 11 + Math.floor(r.next() * 50);
  const report_kinds: Record<string, number> = {};
  for (const k of ['bill_review', 'claim_denial', 'find_care', 'other']) report_kinds[k] = r.pick();
  const reports = Object.values(report_kinds).reduce((s, n) => s + n, 0);
  return {
    ...emptyCounts(), enrolled: activated + 5, activated, active_30d: Math.min(activated, r.pick()), chats: r.pick(), appointments_completed: r.pick(),
    reports_resolved: reports, savings_usd: reports * 93, csat_sum: 40, csat_n: r.pick(), report_kinds, reply_hours: Array.from({ length: r.pick() }, () => r.next() * 30),
  };
}

describe('random books with kinds of report', () => {
  it.each(Array.from({ length: 200 }, (_, i) => i + 1))('seed %i: the equations together pin nothing', (seed) => {
    const r = rng(seed);
    const employers = Array.from({ length: 1 + Math.floor(r.next() * 5) }, (_, i) => ({
      id: `e${i}`, broker: r.next() < 0.85 ? (r.next() < 0.5 ? 'b1' : 'b2') : '', raw: randomEmployer(r),
    }));
    const rows = planPeriod(employers, ['b1', 'b2']);
    expect(attackValue(seen(rows), new Map(employers.map((e) => [e.id, e.broker])))).toEqual([]);
    for (const row of rows) for (const v of Object.values(row.data.report_kinds ?? {})) if (typeof v === 'number') expect(v === 0 || v >= 11).toBe(true);
  });
});
