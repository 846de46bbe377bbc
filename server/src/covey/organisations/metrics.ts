/**
 * De-identified figures per employer and per broker agency (product.md §3.1 `metrics`, issues 16
 * and 26): enrolled, activated, active in the last 30 days of the month, chats, appointments
 * completed, reports resolved, savings, satisfaction and top needs, per calendar month.
 *
 * A month is published once, after it closes: the nightly job writes the previous month's rows if
 * they are not there yet and never rewrites them (a row rewritten every night, compared day to day,
 * would tell who changed what). Rows of a month still open (written by an older version of this job)
 * are taken down. Suppression, primary and complementary across each broker's book, is in
 * metrics-suppression.ts and metrics-plan.ts (decision 0029).
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import { formatDate, storeDateMs } from '../../util/dates.js';
import { loopYielder } from '../../util/loop-yield.js';
import { findById } from '../hooks/context.js';
import { insertRaw } from '../hooks/raw-insert.js';
import { planPeriod } from './metrics-plan.js';
import { emptyCounts, type RawCounts } from './metrics-suppression.js';

export { SMALL_CELL, deidentify, suppress, type Cell, type MetricsData, type RawCounts } from './metrics-suppression.js';

export interface Period {
  start: string;
  end: string;
}

/** the calendar month (UTC) that contains `now` */
export function monthPeriod(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { start: formatDate(start), end: formatDate(end) };
}

/** the last month that has closed before `now`: the one the job publishes */
export function closedPeriod(now: Date): Period {
  return monthPeriod(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1));
}

const empty = emptyCounts;

type Grouped = Map<string, RawCounts>;

/** a read of the counts: whole-table aggregates */
export type CountsRead = <T>(sql: string, params?: readonly unknown[]) => Promise<T[]>;

/**
 * Where the counts are read (decision 0038): off the event loop where the database can (SQLite: a
 * worker thread with its own read-only connection), else on the database (PostgreSQL's driver is
 * asynchronous). The aggregates over members, messages, reports and appointments take 0.1–1 s on
 * SQLite at scale 0.1–1; on the main thread every request waited that long.
 */
export function countsReader(db: CoreApp['db']): CountsRead {
  const off = db.readOffLoop?.bind(db);
  return off ? (sql, params) => off(sql, params) : (sql, params) => db.all(sql, params);
}

/**
 * Each employer's raw counts for `period`. "Active" uses one uncorrelated `IN (…)` per activity table
 * (each scanned once), not an `EXISTS` per member: with no index on `messages.sender` the correlated
 * form scanned every message once per member (16 s at scale 0.1).
 */
export async function collectCounts(read: CountsRead, period: Period): Promise<Grouped> {
  const q = { all: read };
  const out: Grouped = new Map();
  const get = (id: string) => {
    let c = out.get(id);
    if (!c) out.set(id, (c = empty()));
    return c;
  };
  // "active in 30 days": the last 30 days of the month (last_seen only holds the latest visit, so
  // a visit after the month also counts someone who was seen then)
  const since = formatDate(new Date(storeDateMs(period.end) - 30 * 24 * 60 * 60 * 1000));
  const p = [period.start, period.end];
  const rows = await q.all<{ employer: string; enrolled: number; activated: number }>(
    `SELECT "employer", COUNT(*) AS "enrolled", SUM(CASE WHEN "user" != '' THEN 1 ELSE 0 END) AS "activated"
     FROM "members" WHERE "employer" != '' AND "status" != 'inactive' AND "relationship" IN ('self','') GROUP BY "employer"`,
  );
  for (const r of rows) Object.assign(get(r.employer), { enrolled: Number(r.enrolled), activated: Number(r.activated ?? 0) });
  const active = await q.all<{ employer: string; n: number }>(
    `SELECT m."employer", COUNT(*) AS "n" FROM "members" m JOIN "users" u ON u."id" = m."user"
     WHERE m."employer" != '' AND m."user" != '' AND (u."last_seen" >= ?
       OR m."user" IN (SELECT x."sender" FROM "messages" x WHERE x."created" >= ? AND x."created" <= ?)
       OR m."id" IN (SELECT r."member" FROM "reports" r WHERE r."updated" >= ? AND r."updated" <= ?)
       OR m."id" IN (SELECT a."member" FROM "appointments" a WHERE a."updated" >= ? AND a."updated" <= ?))
     GROUP BY m."employer"`,
    [since, since, period.end, since, period.end, since, period.end],
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

/**
 * Takes down rows that must not be read: any row of a month that has not closed, and any row written
 * before its month closed (an older job rewrote the current month's row every night and suppressed
 * each row on its own; those rows are not safe to keep). Returns whether `period` is published.
 */
async function retractOpen(core: CoreApp, q: Queryable, period: Period, now: Date): Promise<boolean> {
  const open = await q.all<{ id: string }>(`SELECT "id" FROM "metrics" WHERE "period_end" >= ? OR "updated" <= "period_end" ORDER BY "id"`, [formatDate(now)]);
  for (const { id } of open) {
    const rec = await findById(core, q, 'metrics', id);
    if (rec) await deleteRecord(core, rec, undefined, q);
  }
  const published = await q.all<{ id: string }>(`SELECT "id" FROM "metrics" WHERE "period_start" = ? AND "period_end" = ? LIMIT 1`, [period.start, period.end]);
  return published.length > 0;
}

export interface MetricsRun {
  period: Period;
  /** false when the month was already published (its rows are left as they are) */
  published: boolean;
  employers: number;
  brokers: number;
}

/**
 * Writes a period's rows (suppressed, primary and complementary) from each employer's counts,
 * stamped `at` (the time the job runs: after the period, which is how a published row is told
 * apart from one an older job wrote while the period was open).
 */
export async function publishPeriod(
  core: CoreApp,
  q: Queryable,
  period: Period,
  employers: { id: string; broker: string; raw: RawCounts }[],
  brokers: string[],
  at: Date,
): Promise<void> {
  if (formatDate(at) <= period.end) throw new Error(`metrics for ${period.start} – ${period.end} can only be published after the period`);
  const stamp = formatDate(at);
  // one row per employer and broker through the record service (hooks): the loop runs between them
  const breather = loopYielder(20);
  for (const r of planPeriod(employers, brokers)) {
    await breather();
    await insertRaw(core, q, 'metrics', {
      employer: r.employer, broker: r.broker, period_start: period.start, period_end: period.end, data: r.data, suppressed: r.suppressed, created: stamp, updated: stamp,
    });
  }
}

/** publishes the last closed month's rows for every employer and broker, once */
export async function runMetrics(core: CoreApp, now = new Date()): Promise<MetricsRun> {
  const period = closedPeriod(now);
  // the counts are read before the write transaction, off the event loop (decision 0038): a month that
  // has closed does not change meanwhile; a month already published is not read again
  const done = await core.db.all<{ id: string }>(
    `SELECT "id" FROM "metrics" WHERE "period_start" = ? AND "period_end" = ? AND "updated" > "period_end" AND "period_end" < ? LIMIT 1`,
    [period.start, period.end, formatDate(now)],
  );
  const grouped = done.length ? new Map<string, RawCounts>() : await collectCounts(countsReader(core.db), period);
  return core.db.transaction(async (q) => {
    if (await retractOpen(core, q, period, now)) return { period, published: false, employers: 0, brokers: 0 };
    const employers = await q.all<{ id: string; broker: string }>(`SELECT "id","broker" FROM "employers" ORDER BY "id"`);
    const brokers = await q.all<{ id: string }>(`SELECT "id" FROM "brokers" ORDER BY "id"`);
    await publishPeriod(
      core,
      q,
      period,
      employers.map((e) => ({ id: e.id, broker: e.broker, raw: grouped.get(e.id) ?? empty() })),
      brokers.map((b) => b.id),
      now,
    );
    return { period, published: true, employers: employers.length, brokers: brokers.length };
  });
}
