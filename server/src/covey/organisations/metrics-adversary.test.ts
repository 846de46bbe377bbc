/**
 * Issue 26 through the record API and the real `metrics` rules: a broker (alice, one agency with
 * four employers) and an employer admin (bob, two of those employers) read every row they can, over
 * 24 published months of random figures, and the adversary of test/harness/metrics-adversary.ts
 * tries every subtraction on them. Then versions: the job publishes a closed month once and never
 * rewrites it, writes nothing for an open month, and takes down rows an older job wrote while the
 * month was open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Actor, type TestApp } from '../../../test/harness/test-app.js';
import { attack, type SeenRow } from '../../../test/harness/metrics-adversary.js';
import { closedPeriod, monthPeriod, publishPeriod, runMetrics } from './metrics.js';
import { deidentify, emptyCounts, type RawCounts } from './metrics-suppression.js';
import { insertRaw } from '../hooks/raw-insert.js';

let t: TestApp;
const id: Record<string, string> = {};
const EMPLOYERS = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7'];
const BOOK: Record<string, string> = { e1: 'b1', e2: 'b1', e3: 'b1', e4: 'b1', e5: 'b2', e6: 'b2', e7: '' };

async function create(collection: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.inject({ method: 'POST', url: `/api/collections/${collection}/records`, body, auth: 'superuser' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

async function readAll(who: Actor, collection: string, filter = ''): Promise<Record<string, unknown>[]> {
  const q = new URLSearchParams({ perPage: '500', sort: 'period_start,id', ...(filter ? { filter } : {}) });
  if (collection !== 'metrics') q.set('sort', 'id');
  const res = await t.inject({ method: 'GET', url: `/api/collections/${collection}/records?${q}`, auth: who });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Record<string, unknown>[]; totalPages: number };
  expect(body.totalPages).toBeLessThanOrEqual(1);
  return body.items;
}

const rowsOf = async (who: Actor) => (await readAll(who, 'metrics')) as unknown as SeenRow[];

/** the book as the viewer reads it: each employer it can see, and the agency it belongs to */
async function bookOf(who: Actor): Promise<Map<string, string>> {
  return new Map((await readAll(who, 'employers')).map((e) => [String(e['id']), String(e['broker'])]));
}

function rng(seed: number) {
  let s = Math.imul(seed, 2654435761) >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const pick = () => {
    const r = next();
    return r < 0.25 ? 0 : r < 0.6 ? 1 + Math.floor(next() * 10) : 11 + Math.floor(next() * 40);
  };
  return { next, pick };
}

function randomCounts(r: ReturnType<typeof rng>): RawCounts {
  const activated = r.next() < 0.35 ? Math.floor(r.next() * 11) : 11 + Math.floor(r.next() * 50);
  const reports = r.pick();
  return {
    ...emptyCounts(), enrolled: activated + Math.floor(r.next() * 20), activated, active_30d: Math.min(activated, r.pick()), chats: r.pick(),
    appointments_completed: r.pick(), reports_resolved: reports, savings_usd: reports * 211.4, csat_sum: 40, csat_n: r.pick(), needs: { bills: r.pick() },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const alice = String(t.records.alice.data['id']);
  const bob = String(t.records.bob.data['id']);
  id['b1'] = await create('brokers', { name: 'Harbor Benefits', users: [alice] });
  id['b2'] = await create('brokers', { name: 'Other Agency' });
  for (const e of EMPLOYERS) {
    const broker = BOOK[e] ? id[BOOK[e]] : '';
    id[e] = await create('employers', { name: `Employer ${e}`, broker, admins: e === 'e1' || e === 'e2' ? [bob] : [], status: 'active' });
  }
  const core = t.app.core;
  const brokers = [id['b1']!, id['b2']!];
  for (let m = 0; m < 24; m++) {
    const r = rng(m + 1);
    const period = monthPeriod(new Date(Date.UTC(2024, m, 15)));
    const employers = EMPLOYERS.map((e) => ({ id: id[e]!, broker: BOOK[e] ? id[BOOK[e]]! : '', raw: randomCounts(r) }));
    await core.db.transaction((q) => publishPeriod(core, q, period, employers, brokers, new Date(Date.UTC(2024, m + 1, 2))));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every subtraction a broker and an employer can make', () => {
  it('the broker reads its book row and its four employers, and recovers nothing', async () => {
    const rows = await rowsOf('alice');
    const seen = new Set(rows.map((r) => r.broker || r.employer));
    expect(seen).toEqual(new Set([id['b1'], id['e1'], id['e2'], id['e3'], id['e4']]));
    expect(rows).toHaveLength(24 * 5);
    const book = await bookOf('alice');
    expect([...book.values()].every((b) => b === id['b1'])).toBe(true);
    expect(attack(rows, book)).toEqual([]);
    // there was something to protect: small and hidden cells in most months
    expect(rows.filter((r) => Object.values(r.data).includes('<11')).length).toBeGreaterThan(24);
    expect(rows.filter((r) => Object.values(r.data).includes('hidden')).length).toBeGreaterThan(24);
  });

  it('the employer admin reads its two employers only (no book row), and recovers nothing', async () => {
    const rows = await rowsOf('bob');
    expect(new Set(rows.map((r) => r.broker || r.employer))).toEqual(new Set([id['e1'], id['e2']]));
    expect(attack(rows, await bookOf('bob'))).toEqual([]);
    for (const r of rows) {
      for (const [k, v] of Object.entries(r.data)) if (typeof v === 'number' && k !== 'csat') expect(v === 0 || v >= 11, `${k} = ${v}`).toBe(true);
      for (const n of (r.data['top_needs'] as object[] | undefined) ?? []) expect(Object.keys(n)).toEqual(['need']);
    }
  });

  it('the same attack on rows suppressed one by one (the old job) finds the small figure', async () => {
    const core = t.app.core;
    const period = monthPeriod(new Date(Date.UTC(2023, 5, 15)));
    const small: RawCounts = { ...emptyCounts(), enrolled: 60, activated: 30, chats: 3 };
    const other: RawCounts = { ...emptyCounts(), enrolled: 60, activated: 30, chats: 40 };
    const total: RawCounts = { ...other, enrolled: 240, activated: 120, chats: 123 };
    await core.db.transaction(async (q) => {
      const put = (employer: string, broker: string, raw: RawCounts) =>
        insertRaw(core, q, 'metrics', { employer, broker, period_start: period.start, period_end: period.end, ...deidentify(raw) });
      await put(id['e1']!, '', small);
      await put(id['e2']!, '', other);
      await put(id['e3']!, '', other);
      await put(id['e4']!, '', other);
      await put('', id['b1']!, total);
    });
    const rows = (await rowsOf('alice')).filter((r) => r.period_start === period.start);
    const leaks = attack(rows, await bookOf('alice'));
    expect(leaks).toContainEqual(expect.objectContaining({ figure: 'chats', cells: [id['e1']], value: 3 }));
    const gone = await readAll('superuser', 'metrics', `period_start = "${period.start}"`);
    for (const r of gone) await t.inject({ method: 'DELETE', url: `/api/collections/metrics/records/${String(r['id'])}`, auth: 'superuser' });
  });
});

describe('versions: a month is published once, after it closes', () => {
  it('a second run, days later and after the figures changed, rewrites nothing', async () => {
    const core = t.app.core;
    const first = await runMetrics(core, new Date('2026-11-02T02:23:00Z'));
    expect(first).toMatchObject({ published: true, period: closedPeriod(new Date('2026-11-02T02:23:00Z')) });
    const before = await rowsOf('alice');
    // the book changes (an employer moves to the other agency) and the job runs again the next night
    await t.inject({ method: 'PATCH', url: `/api/collections/employers/records/${id['e7']}`, body: { broker: id['b1'] }, auth: 'superuser' });
    const again = await runMetrics(core, new Date('2026-11-03T02:23:00Z'));
    expect(again.published).toBe(false);
    const after = (await rowsOf('alice')).filter((r) => r.employer !== id['e7']);
    expect(after.map((r) => [r.id, r.data, (r as unknown as { updated: string }).updated])).toEqual(
      before.map((r) => [r.id, r.data, (r as unknown as { updated: string }).updated]),
    );
    await t.inject({ method: 'PATCH', url: `/api/collections/employers/records/${id['e7']}`, body: { broker: '' }, auth: 'superuser' });
  });

  it('nothing is written for a month still open, and rows an older job wrote while it was open are taken down', async () => {
    const core = t.app.core;
    const month = monthPeriod(new Date('2099-12-10T00:00:00Z'));
    // an older job's rows for December, written (and rewritten nightly) while December is open
    const stale = async () =>
      core.db.transaction((q) =>
        insertRaw(core, q, 'metrics', { employer: id['e1'], period_start: month.start, period_end: month.end, ...deidentify({ ...emptyCounts(), chats: 12 }) }),
      );
    const gone = async (row: { data: Record<string, unknown> }) => (await readAll('superuser', 'metrics', `id = "${String(row.data['id'])}"`)).length === 0;
    const during = await stale();
    expect((await runMetrics(core, new Date('2099-12-20T02:23:00Z'))).period.start).toBe('2099-11-01 00:00:00.000Z');
    expect(await gone(during)).toBe(true);
    // so is a row of an older month that an older job wrote while that month was open
    const older = await core.db.transaction((q) =>
      insertRaw(core, q, 'metrics', { employer: id['e2'], period_start: '2099-06-01 00:00:00.000Z', period_end: '2099-06-30 23:59:59.999Z', ...deidentify(emptyCounts()) }),
    );
    expect((await runMetrics(core, new Date('2099-12-21T02:23:00Z'))).published).toBe(false);
    expect(await gone(older)).toBe(true);
    expect((await rowsOf('bob')).map((r) => r.period_start)).not.toContain(month.start);
    // a row written before December closed is not the published one: it is replaced, once
    const before = await stale();
    const closed = await runMetrics(core, new Date('2100-01-01T02:23:00Z'));
    expect(closed).toMatchObject({ published: true, period: month });
    expect(await gone(before)).toBe(true);
    const published = (await rowsOf('bob')).filter((r) => r.period_start === month.start);
    expect(published).toHaveLength(2);
    expect((await runMetrics(core, new Date('2100-01-02T02:23:00Z'))).published).toBe(false);
    expect((await rowsOf('bob')).filter((r) => r.period_start === month.start)).toEqual(published);
  });
});
