/**
 * De-identified figures per employer and per broker agency (product.md §3.1 `metrics`, issue 16):
 * enrolled, activated, active in 30 days, chats, appointments completed, reports resolved, savings,
 * satisfaction and top needs for the calendar month. Small-cell suppression: every count below 11
 * is written as "<11" (also the averages and sums built from fewer than 11 cases), and a group with
 * fewer than 11 activated members gets totals only (no satisfaction, savings or needs) and
 * `suppressed = true`. One row per group and month: a second run the same month updates that row.
 */
import type { CoreApp, Queryable } from '../core/core-app.js';
import { formatDate } from '../util/dates.js';
import { findById } from './hooks/context.js';
import { insertRaw, updateRaw } from './hooks/raw-insert.js';

export const SMALL_CELL = 11;
export type Cell = number | '<11';

/** a count as it may be shown: below 11 (but not 0) it becomes "<11"; 0 stays 0 */
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
}

export interface MetricsData {
  enrolled: Cell;
  activated: Cell;
  active_30d: Cell;
  chats: Cell;
  appointments_completed: Cell;
  reports_resolved: Cell;
  savings_usd?: Cell;
  csat?: number | '<11' | null;
  top_needs?: { need: string; count: number }[];
}

export function deidentify(raw: RawCounts): { data: MetricsData; suppressed: boolean } {
  const data: MetricsData = {
    enrolled: suppress(raw.enrolled),
    activated: suppress(raw.activated),
    active_30d: suppress(raw.active_30d),
    chats: suppress(raw.chats),
    appointments_completed: suppress(raw.appointments_completed),
    reports_resolved: suppress(raw.reports_resolved),
  };
  if (raw.activated < SMALL_CELL) return { data, suppressed: true };
  data.savings_usd = raw.reports_resolved < SMALL_CELL && raw.reports_resolved > 0 ? '<11' : Math.round(raw.savings_usd);
  data.csat = raw.csat_n === 0 ? null : raw.csat_n < SMALL_CELL ? '<11' : Math.round((raw.csat_sum / raw.csat_n) * 10) / 10;
  data.top_needs = Object.entries(raw.needs)
    .filter(([, n]) => n >= SMALL_CELL)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([need, count]) => ({ need, count }));
  return { data, suppressed: false };
}

export function monthPeriod(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { start: formatDate(start), end: formatDate(end) };
}

const empty = (): RawCounts => ({
  enrolled: 0, activated: 0, active_30d: 0, chats: 0, appointments_completed: 0, reports_resolved: 0, savings_usd: 0, csat_sum: 0, csat_n: 0, needs: {},
});

type Grouped = Map<string, RawCounts>;

async function collect(q: Queryable, period: { start: string; end: string }, now: Date): Promise<Grouped> {
  const out: Grouped = new Map();
  const get = (id: string) => {
    let c = out.get(id);
    if (!c) out.set(id, (c = empty()));
    return c;
  };
  const since = formatDate(new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
  const p = [period.start, period.end];
  const rows = await q.all<{ employer: string; enrolled: number; activated: number }>(
    `SELECT "employer", COUNT(*) AS "enrolled", SUM(CASE WHEN "user" != '' THEN 1 ELSE 0 END) AS "activated"
     FROM "members" WHERE "employer" != '' AND "status" != 'inactive' AND "relationship" IN ('self','') GROUP BY "employer"`,
  );
  for (const r of rows) Object.assign(get(r.employer), { enrolled: Number(r.enrolled), activated: Number(r.activated ?? 0) });
  const active = await q.all<{ employer: string; n: number }>(
    `SELECT m."employer", COUNT(*) AS "n" FROM "members" m JOIN "users" u ON u."id" = m."user"
     WHERE m."employer" != '' AND m."user" != '' AND (u."last_seen" >= ?
       OR EXISTS (SELECT 1 FROM "messages" x WHERE x."sender" = m."user" AND x."created" >= ?)
       OR EXISTS (SELECT 1 FROM "reports" r WHERE r."member" = m."id" AND r."updated" >= ?)
       OR EXISTS (SELECT 1 FROM "appointments" a WHERE a."member" = m."id" AND a."updated" >= ?))
     GROUP BY m."employer"`,
    [since, since, since, since],
  );
  for (const r of active) get(r.employer).active_30d = Number(r.n);
  const chats = await q.all<{ employer: string; n: number }>(
    `SELECT m."employer", COUNT(*) AS "n" FROM "chats" c JOIN "members" m ON m."id" = c."member"
     WHERE m."employer" != '' AND c."last_message_at" >= ? AND c."last_message_at" <= ? GROUP BY m."employer"`,
    p,
  );
  for (const r of chats) get(r.employer).chats = Number(r.n);
  const appts = await q.all<{ employer: string; n: number; rs: number; rn: number }>(
    `SELECT m."employer", COUNT(*) AS "n", SUM(COALESCE(a."rating",0)) AS "rs", SUM(CASE WHEN a."rating" > 0 THEN 1 ELSE 0 END) AS "rn"
     FROM "appointments" a JOIN "members" m ON m."id" = a."member"
     WHERE m."employer" != '' AND a."status" = 'completed' AND a."start" >= ? AND a."start" <= ? GROUP BY m."employer"`,
    p,
  );
  for (const r of appts) Object.assign(get(r.employer), { appointments_completed: Number(r.n), csat_sum: Number(r.rs ?? 0), csat_n: Number(r.rn ?? 0) });
  const reports = await q.all<{ employer: string; n: number; saved: number; rs: number; rn: number }>(
    `SELECT m."employer", COUNT(*) AS "n", SUM(COALESCE(r."amount_saved",0)) AS "saved", SUM(COALESCE(r."satisfaction",0)) AS "rs",
       SUM(CASE WHEN r."satisfaction" > 0 THEN 1 ELSE 0 END) AS "rn"
     FROM "reports" r JOIN "members" m ON m."id" = r."member"
     WHERE m."employer" != '' AND r."status" IN ('resolved','closed') AND r."resolved_at" >= ? AND r."resolved_at" <= ? GROUP BY m."employer"`,
    p,
  );
  for (const r of reports) {
    const c = get(r.employer);
    c.reports_resolved = Number(r.n);
    c.savings_usd = Number(r.saved ?? 0);
    c.csat_sum += Number(r.rs ?? 0);
    c.csat_n += Number(r.rn ?? 0);
  }
  const needs = await q.all<{ employer: string; needs: string }>(
    `SELECT m."employer", p."needs" FROM "profiles" p JOIN "members" m ON m."id" = p."member" WHERE m."employer" != '' AND m."user" != '' AND p."needs" NOT IN ('', '[]')`,
  );
  for (const r of needs) {
    let list: unknown;
    try {
      list = JSON.parse(r.needs);
    } catch {
      continue;
    }
    if (!Array.isArray(list)) continue;
    const c = get(r.employer);
    for (const n of list) c.needs[String(n)] = (c.needs[String(n)] ?? 0) + 1;
  }
  return out;
}

function add(a: RawCounts, b: RawCounts): RawCounts {
  const needs = { ...a.needs };
  for (const [k, v] of Object.entries(b.needs)) needs[k] = (needs[k] ?? 0) + v;
  return {
    enrolled: a.enrolled + b.enrolled, activated: a.activated + b.activated, active_30d: a.active_30d + b.active_30d, chats: a.chats + b.chats,
    appointments_completed: a.appointments_completed + b.appointments_completed, reports_resolved: a.reports_resolved + b.reports_resolved,
    savings_usd: a.savings_usd + b.savings_usd, csat_sum: a.csat_sum + b.csat_sum, csat_n: a.csat_n + b.csat_n, needs,
  };
}

async function upsert(core: CoreApp, q: Queryable, key: { employer?: string; broker?: string }, period: { start: string; end: string }, raw: RawCounts) {
  const { data, suppressed } = deidentify(raw);
  const col = key.employer ? 'employer' : 'broker';
  const id = key.employer ?? key.broker ?? '';
  const other = key.employer ? 'broker' : 'employer';
  const found = await q.all<{ id: string }>(
    `SELECT "id" FROM "metrics" WHERE "${col}" = ? AND "${other}" = '' AND "period_start" = ? AND "period_end" = ? ORDER BY "created","id" LIMIT 1`,
    [id, period.start, period.end],
  );
  const values = { data, suppressed };
  const existing = found[0] ? await findById(core, q, 'metrics', found[0].id) : null;
  if (existing) {
    if (JSON.stringify(existing.data['data']) === JSON.stringify(data) && existing.data['suppressed'] === suppressed) return;
    await updateRaw(core, q, existing, values);
  } else {
    await insertRaw(core, q, 'metrics', { [col]: id, period_start: period.start, period_end: period.end, ...values });
  }
}

/** writes this month's rows for every employer and broker; returns how many groups were written */
export async function runMetrics(core: CoreApp, now = new Date()): Promise<{ employers: number; brokers: number; period: { start: string; end: string } }> {
  const period = monthPeriod(now);
  return core.db.transaction(async (q) => {
    const grouped = await collect(q, period, now);
    const employers = await q.all<{ id: string; broker: string }>(`SELECT "id","broker" FROM "employers" ORDER BY "id"`);
    const perBroker = new Map<string, RawCounts>();
    for (const e of employers) {
      const raw = grouped.get(e.id) ?? empty();
      await upsert(core, q, { employer: e.id }, period, raw);
      if (e.broker) perBroker.set(e.broker, add(perBroker.get(e.broker) ?? empty(), raw));
    }
    const brokers = await q.all<{ id: string }>(`SELECT "id" FROM "brokers" ORDER BY "id"`);
    for (const b of brokers) await upsert(core, q, { broker: b.id }, period, perBroker.get(b.id) ?? empty());
    return { employers: employers.length, brokers: brokers.length, period };
  });
}

