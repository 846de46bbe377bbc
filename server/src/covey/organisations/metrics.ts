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
import { formatDate } from '../../util/dates.js';
import { loopYielder } from '../../util/loop-yield.js';
import { insertRaw } from '../hooks/raw-insert.js';
import { collectCounts, countsReader } from '../store/raw-sql-metrics.js';
import { store } from '../store/store.js';
import { planPeriod } from './metrics-plan.js';
import { emptyCounts, type RawCounts } from './metrics-suppression.js';

export {  deidentify, suppress,   type RawCounts } from './metrics-suppression.js';
export { collectCounts, countsReader,  } from '../store/raw-sql-metrics.js';

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

/**
 * Takes down rows that must not be read: any row of a month that has not closed, and any row written
 * before its month closed (an older job rewrote the current month's row every night and suppressed
 * each row on its own; those rows are not safe to keep). Returns whether `period` is published.
 */
async function retractOpen(core: CoreApp, q: Queryable, period: Period, now: Date): Promise<boolean> {
  const s = store(core, q);
  for (const rec of await s.list('metrics', 'period_end >= {:now} || updated <= period_end', { params: { now: formatDate(now) }, sort: '+id' })) {
    await deleteRecord(core, rec, undefined, q);
  }
  return (await s.count('metrics', 'period_start = {:start} && period_end = {:end}', { start: period.start, end: period.end })) > 0;
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
  const done = await store(core).count('metrics', 'period_start = {:start} && period_end = {:end} && updated > period_end && period_end < {:now}', {
    start: period.start,
    end: period.end,
    now: formatDate(now),
  });
  const grouped = done ? new Map<string, RawCounts>() : await collectCounts(countsReader(core.db), period);
  return core.db.transaction(async (q) => {
    if (await retractOpen(core, q, period, now)) return { period, published: false, employers: 0, brokers: 0 };
    const employers = (await store(core, q).list('employers', '', { sort: '+id' })).map((e) => e.data);
    const brokers = (await store(core, q).list('brokers', '', { sort: '+id' })).map((b) => b.data);
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
