/**
 * Account deletion (product.md §3.1): a user asks (`users.deletion_requested_at`), may cancel during
 * a 30-day grace period, and a superuser (route or daily cron) then purges the account:
 * - the user's own `members` row(s) and the dependents on their plan who have no login of their own;
 * - every record that belongs to one of those rows or to the user: records whose relation to them is
 *   required (chats and their messages, coverages, plans, reports, agreements, notifications, owned
 *   circles…) or is the record's `member` / `user` field (activity rows, circle memberships…);
 * - other references are cleared by the store (a message they sent in someone else's chat keeps its
 *   text and loses its sender); stored files go with their records.
 * Purging is idempotent: a rerun finishes what a failed run left.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { RecordModel } from '../../core/records/record.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import { findRecordById, findRecordsReferencing } from '../../core/records/record-queries.js';
import { getFieldType } from '../../core/fields/registry.js';
import { formatDate, storeDateMs } from '../../util/dates.js';
import { findById, str } from '../hooks/context.js';
import { store } from '../store/store.js';

const DELETION_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** relation fields that make a record part of the account even when optional */
const OWNING_FIELDS = new Set(['member', 'user']);

export function purgeAfter(requestedAt: string): string {
  const t = storeDateMs(requestedAt);
  return Number.isNaN(t) ? '' : formatDate(new Date(t + DELETION_GRACE_DAYS * DAY_MS));
}

/** deletes `record` after the records that belong to it (depth first) */
async function purgeRecord(core: CoreApp, q: Queryable, record: RecordModel, seen: Set<string>): Promise<void> {
  const c = record.collection;
  // any collection's record (the walk follows relations): only the id every record has is read
  const id = str((record.data as { id?: unknown }).id);
  const key = `${c.id}/${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  for (const other of core.collections.all()) {
    if (other.type === 'view') continue;
    for (const def of other.fields) {
      if (def.type !== 'relation' || def['collectionId'] !== c.id || def['cascadeDelete']) continue;
      if (!def['required'] && !OWNING_FIELDS.has(def.name)) continue;
      const multi = getFieldType(def.type)!.isMulti(def);
      for (const ref of await findRecordsReferencing(q, other, def.name, multi, id)) {
        // a multi relation that still points at others only loses this id (done by deleteRecord)
        if (multi && (ref.data[def.name] as string[]).some((v) => v !== id)) continue;
        await purgeRecord(core, q, ref, seen);
      }
    }
  }
  const still = await findRecordById(q, c, id);
  if (still) await deleteRecord(core, still, undefined, q);
}

/** purges one account now (the caller checked the grace period) */
async function purgeAccount(core: CoreApp, userId: string): Promise<boolean> {
  return core.db.transaction(async (q) => {
    const user = await findById(core, q, 'users', userId);
    if (!user) return false;
    const own = await store(core, q).list('members', 'user = {:u}', { params: { u: userId } });
    const rows: string[] = [];
    for (const m of own) {
      const deps = await store(core, q).list('members', 'subscriber = {:m} && user = ""', { params: { m: m.data.id } });
      rows.push(...deps.map((d) => d.data.id), m.data.id);
    }
    const seen = new Set<string>();
    for (const id of rows) {
      const member = await findById(core, q, 'members', id);
      if (member) await purgeRecord(core, q, member, seen);
    }
    await purgeRecord(core, q, user, seen);
    return true;
  });
}

/** purges every account whose deletion request is older than the grace period; returns their ids */
export async function purgeDueAccounts(core: CoreApp, now = new Date()): Promise<string[]> {
  const cutoff = formatDate(new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS));
  const due = await store(core).list('users', 'deletion_requested_at != "" && deletion_requested_at <= {:cutoff}', {
    params: { cutoff },
    sort: '+deletion_requested_at,+id',
  });
  const purged: string[] = [];
  for (const { data: { id } } of due) {
    try {
      if (await purgeAccount(core, id)) purged.push(id);
    } catch (err) {
      console.error(`account purge failed for ${id}`, err);
    }
  }
  return purged;
}
