/**
 * The metrics job's counts (decision 0042): raw SQL on purpose. REASON: whole-table aggregates
 * (`COUNT` / `SUM` … `GROUP BY` employer over members, messages, chats, appointments, reports and
 * profiles) that the store cannot express; through the store every record of those tables would be
 * loaded to count it. They run off the event loop where the database can (decision 0038).
 */
import type { CoreApp } from '../../core/core-app.js';
import { formatDate, storeDateMs } from '../../util/dates.js';
import { emptyCounts as empty, type RawCounts } from '../organisations/metrics-suppression.js';

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
export async function collectCounts(read: CountsRead, period: { start: string; end: string }): Promise<Grouped> {
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
  const kinds = await q.all<{ employer: string; kind: string; n: number }>(
    `SELECT m."employer", r."kind", COUNT(*) AS "n" FROM "reports" r JOIN "members" m ON m."id" = r."member"
     WHERE m."employer" != '' AND r."status" IN ('resolved','closed') AND r."resolved_at" >= ? AND r."resolved_at" <= ? GROUP BY m."employer", r."kind"`,
    p,
  );
  for (const r of kinds) {
    const c = get(r.employer);
    const kind = r.kind || 'other';
    c.report_kinds[kind] = (c.report_kinds[kind] ?? 0) + Number(r.n);
  }
  // response times (decision 0055): per chat, the first member message of the month and the first
  // counselor reply after it, by the month's end; chats not answered by then are left out
  const replies = await q.all<{ employer: string; first_at: string; reply_at: string | null }>(
    `SELECT m."employer", f."first_at",
       (SELECT MIN(y."created") FROM "messages" y WHERE y."chat" = f."chat" AND y."role" = 'counselor' AND y."created" > f."first_at" AND y."created" <= ?) AS "reply_at"
     FROM (SELECT x."chat", MIN(x."created") AS "first_at" FROM "messages" x WHERE x."role" = 'member' AND x."created" >= ? AND x."created" <= ? GROUP BY x."chat") f
     JOIN "chats" c ON c."id" = f."chat" JOIN "members" m ON m."id" = c."member" WHERE m."employer" != ''`,
    [period.end, ...p],
  );
  for (const r of replies) {
    if (!r.reply_at) continue;
    get(r.employer).reply_hours.push((storeDateMs(String(r.reply_at)) - storeDateMs(String(r.first_at))) / 3_600_000);
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
