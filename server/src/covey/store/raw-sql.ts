/**
 * The raw SQL product code keeps (decision 0042), each with its reason. Everything else reads and
 * writes through ./store.ts, so hooks, validation and realtime see it.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { formatDate } from '../../util/dates.js';

/**
 * Marks a single-use row used, answering false when it already was. REASON: it must be one atomic
 * compare-and-set (`… AND used = false`): a read-then-save through the store lets two parallel
 * redemptions of one OAuth code or refresh token both pass on PostgreSQL (READ COMMITTED).
 */
export async function consumeOAuthToken(core: CoreApp, id: string): Promise<boolean> {
  const res = await core.db.run('UPDATE "oauth_tokens" SET "used" = 1 WHERE "id" = ? AND "used" = 0', [id]);
  return res.changes > 0;
}

/**
 * Records when and from where an API key was last used. REASON: bookkeeping on the authentication
 * path of every API-key request (throttled per key), not a change of the key: a store save would
 * move `updated`, re-run the key's hooks and publish a realtime update to the owner for a read.
 */
export function touchApiKey(core: CoreApp, id: string, at: number, ip: string): Promise<unknown> {
  return core.db.run('UPDATE "api_keys" SET "last_used" = ?, "last_ip" = ? WHERE "id" = ?', [formatDate(new Date(at)), ip, id]);
}

/**
 * Each counselor's caseload (members assigned) and when one was last assigned. REASON: one
 * `GROUP BY` over `members` on every counselor assignment; through the store it would load every
 * assigned member record to count them. Runs on the hook's handle (sees its transaction).
 */
export async function counselorCaseloads(q: Queryable): Promise<Map<string, { n: number; last: string }>> {
  const rows = await q.all<{ counselor: string; n: number | string; last: string | null }>(
    `SELECT "counselor" AS counselor, COUNT(*) AS n, MAX("updated") AS last FROM "members" WHERE "counselor" != '' GROUP BY "counselor"`,
  );
  return new Map(rows.map((r) => [r.counselor, { n: Number(r.n), last: r.last ?? '' }]));
}
