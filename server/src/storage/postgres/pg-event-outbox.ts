/**
 * The cluster bus's outbox on PostgreSQL (decision 0027): replayable messages (record events) are
 * written to `_cluster_events` and notified in one statement, so an instance whose LISTEN
 * connection dropped reads what it missed when it is back. Sequence numbers follow commit order:
 * the insert takes a transaction-level advisory lock before `nextval`, so no message commits
 * after one with a higher number (NOTIFY already serialises the commits of notifying transactions,
 * so this costs little more). Rows older than the retention are pruned by one instance per minute;
 * `_cluster_event_floor` keeps the highest pruned number, so a reader knows when its gap is gone.
 */
import type pg from 'pg';

const OUTBOX_LOCK_KEY = 0x636f7667;

export const OUTBOX_SQL = [
  `CREATE TABLE IF NOT EXISTS "_cluster_events" ("seq" BIGSERIAL PRIMARY KEY, "origin" TEXT NOT NULL, "channel" TEXT NOT NULL, "payload" TEXT NOT NULL, "created" TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp())`,
  `CREATE INDEX IF NOT EXISTS "_cluster_events_created" ON "_cluster_events" ("created")`,
  `CREATE TABLE IF NOT EXISTS "_cluster_event_floor" ("id" INTEGER PRIMARY KEY, "seq" BIGINT NOT NULL)`,
  `INSERT INTO "_cluster_event_floor" ("id", "seq") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING`,
];

export interface OutboxRow {
  seq: number;
  origin: string;
  channel: string;
  payload: string;
}

type Runner = Pick<pg.Pool, 'query'>;

/**
 * Stores the message and notifies `{o, c, s, p}` on `notifyChannel` in one statement (one
 * transaction); `p` is left out (null) when `inline` is false and readers fetch the row by `s`.
 */
export async function outboxPublish(
  db: Runner,
  notifyChannel: string,
  msg: { origin: string; channel: string; payload: string; inline: boolean },
): Promise<number> {
  const r = await db.query<{ seq: number }>(
    `WITH "l" AS (SELECT pg_advisory_xact_lock($5::bigint) AS "x"),
     "ins" AS (INSERT INTO "_cluster_events" ("origin", "channel", "payload") SELECT $1::text, $2::text, $3::text FROM "l" RETURNING "seq")
     SELECT "seq", pg_notify($6::text, json_build_object('o', $1::text, 'c', $2::text, 's', "seq", 'p', CASE WHEN $4::boolean THEN $3::text END)::text) FROM "ins"`,
    [msg.origin, msg.channel, msg.payload, msg.inline, OUTBOX_LOCK_KEY, notifyChannel],
  );
  return Number(r.rows[0]!.seq);
}

/** rows above `after` (at most `limit`, ascending) and the floor, read in one snapshot */
export async function outboxRead(
  db: Runner,
  after: number,
  limit: number,
): Promise<{ floor: number; rows: OutboxRow[] }> {
  const r = await db.query<{ floor: number; seq: number | null; origin: string; channel: string; payload: string }>(
    `SELECT "f"."seq" AS "floor", "e"."seq", "e"."origin", "e"."channel", "e"."payload"
     FROM "_cluster_event_floor" "f"
     LEFT JOIN LATERAL (SELECT * FROM "_cluster_events" WHERE "seq" > $1 ORDER BY "seq" LIMIT $2) "e" ON TRUE
     WHERE "f"."id" = 1`,
    [after, limit],
  );
  const floor = Number(r.rows[0]?.floor ?? 0);
  const rows = r.rows
    .filter((x) => x.seq !== null)
    .map((x) => ({ seq: Number(x.seq), origin: x.origin, channel: x.channel, payload: x.payload }));
  return { floor, rows };
}

/** one row's payload (a live message too large to travel inline); null once pruned */
export async function outboxPayload(db: Runner, seq: number): Promise<string | null> {
  const r = await db.query<{ payload: string }>('SELECT "payload" FROM "_cluster_events" WHERE "seq" = $1', [seq]);
  return r.rows[0]?.payload ?? null;
}

/** the highest sequence stored or pruned: where a starting instance begins */
export async function outboxHead(db: Runner): Promise<number> {
  const r = await db.query<{ head: number }>(
    `SELECT GREATEST((SELECT max("seq") FROM "_cluster_events"), (SELECT "seq" FROM "_cluster_event_floor" WHERE "id" = 1), 0) AS "head"`,
  );
  return Number(r.rows[0]?.head ?? 0);
}

/** deletes rows older than `olderThanMs` and raises the floor to the highest deleted; answers how many */
export async function outboxPrune(db: Runner, olderThanMs: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH "d" AS (DELETE FROM "_cluster_events" WHERE "created" < now() - make_interval(secs => $1::float8 / 1000) RETURNING "seq"),
     "m" AS (SELECT max("seq") AS "top", count(*) AS "n" FROM "d"),
     "u" AS (UPDATE "_cluster_event_floor" SET "seq" = "m"."top" FROM "m" WHERE "id" = 1 AND "m"."top" > "_cluster_event_floor"."seq" RETURNING 1)
     SELECT "n" FROM "m"`,
    [olderThanMs],
  );
  return Number(r.rows[0]?.n ?? 0);
}
