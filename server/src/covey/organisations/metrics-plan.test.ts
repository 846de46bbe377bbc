/**
 * Complementary suppression (issue 26, decision 0029) against the adversary of
 * test/harness/metrics-adversary.ts, on the issue's own example and on many random books.
 */
import { describe, expect, it } from 'vitest';
import { attack, type SeenRow } from '../../../test/harness/metrics-adversary.js';
import { planPeriod } from './metrics-plan.js';
import { addCounts, deidentify, emptyCounts, type RawCounts } from './metrics-suppression.js';

const P = '2026-10-01 00:00:00.000Z';
const counts = (over: Partial<RawCounts>): RawCounts => ({ ...emptyCounts(), ...over });
const big = (over: Partial<RawCounts> = {}) =>
  counts({ enrolled: 80, activated: 40, active_30d: 30, chats: 25, appointments_completed: 14, reports_resolved: 12, savings_usd: 5000, csat_sum: 60, csat_n: 14, ...over });

function seen(rows: ReturnType<typeof planPeriod>): SeenRow[] {
  return rows.map((r) => ({ ...r, period_start: P, data: r.data as unknown as Record<string, unknown> }));
}

/** a random count: often 0, often small, sometimes large */
function rng(seed: number) {
  let s = Math.imul(seed, 2654435761) >>> 0;
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = (): number => {
    const r = next();
    return r < 0.25 ? 0 : r < 0.6 ? 1 + Math.floor(next() * 10) : 11 + Math.floor(next() * 40);
  };
  return { next, pick };
}

function randomEmployer(r: ReturnType<typeof rng>): RawCounts {
  const activated = r.next() < 0.4 ? Math.floor(r.next() * 11) : 11 + Math.floor(r.next() * 50);
  const reports = r.pick();
  const csat_n = r.pick();
  return counts({
    enrolled: activated + Math.floor(r.next() * 30), activated, active_30d: Math.min(activated, r.pick()), chats: r.pick(),
    appointments_completed: r.pick(), reports_resolved: reports, savings_usd: reports * 137, csat_sum: csat_n * 4, csat_n,
    needs: { bills: r.pick(), mental_health: r.pick() },
  });
}

describe('the issue\'s example: one employer "<11", the others exact', () => {
  const employers = [
    { id: 'e1', broker: 'b', raw: big({ chats: 3 }) },
    { id: 'e2', broker: 'b', raw: big({ chats: 40 }) },
    { id: 'e3', broker: 'b', raw: big({ chats: 25 }) },
  ];

  it('per-row suppression alone gives the small figure away (book − the others = 3)', () => {
    const book = employers.reduce((s, e) => addCounts(s, e.raw), emptyCounts());
    const naive: SeenRow[] = [
      ...employers.map((e) => ({ employer: e.id, broker: '', period_start: P, ...deidentify(e.raw) })),
      { employer: '', broker: 'b', period_start: P, ...deidentify(book) },
    ].map((r) => ({ ...r, data: r.data as unknown as Record<string, unknown> }));
    const leaks = attack(naive, new Map(employers.map((e) => [e.id, e.broker])));
    expect(leaks).toContainEqual(expect.objectContaining({ figure: 'chats', cells: ['e1'], value: 3 }));
  });

  it('the next smallest employer cell is hidden too, and nothing can be worked out', () => {
    const rows = planPeriod(employers, ['b']);
    const data = (id: string) => rows.find((r) => r.employer === id || r.broker === id)!.data;
    expect(data('e1').chats).toBe('<11');
    expect(data('e3').chats).toBe('hidden');
    expect(data('e2').chats).toBe(40);
    expect(data('b').chats).toBe(68);
    expect(attack(seen(rows), new Map(employers.map((e) => [e.id, e.broker])))).toEqual([]);
  });

  it('a book with one employer hides the book figure where the employer figure is small', () => {
    const rows = planPeriod([{ id: 'e1', broker: 'b', raw: big({ chats: 3 }) }], ['b']);
    expect(rows.find((r) => r.broker === 'b')!.data.chats).toBe('<11');
    const tiny = planPeriod([{ id: 'e1', broker: 'b', raw: big({ activated: 4, chats: 30 }) }, { id: 'e2', broker: 'b', raw: big() }], ['b']);
    // a totals-only employer's usage is hidden, so the book must not give it away either
    expect(tiny.find((r) => r.employer === 'e1')!.data.chats).toBe('hidden');
    expect(tiny.find((r) => r.employer === 'e2')!.data.chats).toBe('hidden');
    expect(attack(seen(tiny), new Map([['e1', 'b'], ['e2', 'b']]))).toEqual([]);
  });

  it('two small employers whose sum is still small: the book figure is hidden', () => {
    const rows = planPeriod([{ id: 'e1', broker: 'b', raw: big({ chats: 1 }) }, { id: 'e2', broker: 'b', raw: big({ chats: 1 }) }], ['b']);
    expect(rows.find((r) => r.broker === 'b')!.data.chats).toBe('<11');
    const three = [1, 2, 40].map((chats, i) => ({ id: `e${i}`, broker: 'b', raw: big({ chats }) }));
    const out = planPeriod(three, ['b']);
    expect(attack(seen(out), new Map(three.map((e) => [e.id, 'b'])))).toEqual([]);
  });
});

describe('random books', () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))('seed %i: no subtraction recovers a withheld cell', (seed) => {
    const r = rng(seed);
    const brokers = ['b1', 'b2'];
    const employers = Array.from({ length: 1 + Math.floor(r.next() * 6) }, (_, i) => ({
      id: `e${i}`, broker: r.next() < 0.85 ? brokers[Math.floor(r.next() * 2)]! : '', raw: randomEmployer(r),
    }));
    const rows = seen(planPeriod(employers, brokers));
    const book = new Map(employers.map((e) => [e.id, e.broker]));
    expect(attack(rows, book)).toEqual([]);
    // no row publishes a count between 1 and 10, and needs never carry counts
    for (const row of rows) {
      for (const v of Object.values(row.data)) if (typeof v === 'number' && row.data['csat'] !== v) expect(v === 0 || v >= 11).toBe(true);
      for (const n of (row.data['top_needs'] as { need: string }[] | undefined) ?? []) expect(Object.keys(n)).toEqual(['need']);
    }
  });
});
