/** Reads and writes of the OAuth2 tables (server only: `oauth_tokens` has every rule locked). */
import type { CoreApp } from '../../core/core-app.js';
import type { Collection } from '../../core/collections/collection.js';
import type { RecordModel } from '../../core/records/record.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { collection } from '../hooks/context.js';

export async function findRecords(core: CoreApp, c: Collection, field: string, value: string): Promise<RecordModel[]> {
  const rows = await core.db.all<{ id: string }>(
    `SELECT "id" FROM "${c.name}" WHERE "${field}" = ? ORDER BY "created", "id"`,
    [value],
  );
  const out: RecordModel[] = [];
  for (const r of rows) {
    const rec = await findRecordById(core.db, c, r.id);
    if (rec) out.push(rec);
  }
  return out;
}

export const tokenCollection = (core: CoreApp) => collection(core, 'oauth_tokens');

/** marks every code, access and refresh token of a chain (or of a grant) as used: they stop at once */
export async function revokeFamily(core: CoreApp, family: string): Promise<void> {
  if (!family) return;
  await core.db.run('UPDATE "oauth_tokens" SET "used" = 1 WHERE "family" = ? OR "id" = ?', [family, family]);
}

export async function revokeGrantTokens(core: CoreApp, grant: string): Promise<void> {
  await core.db.run('UPDATE "oauth_tokens" SET "used" = 1 WHERE "grant" = ?', [grant]);
}

/** marks one token used; false when it already was (a concurrent or replayed use) */
export async function consume(core: CoreApp, id: string): Promise<boolean> {
  const res = await core.db.run('UPDATE "oauth_tokens" SET "used" = 1 WHERE "id" = ? AND "used" = 0', [id]);
  return res.changes > 0;
}
