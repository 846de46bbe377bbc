/**
 * Ending what an account handed out (decision 0031), inside the caller's transaction:
 * - every OAuth2 grant is revoked (through the store: hooks and realtime see it) and every code,
 *   access and refresh token issued for the account is marked used, so none of them works again,
 *   whatever the account's status later becomes;
 * - optionally every API key is revoked (a revoked key cannot be restored: the owner makes a new one);
 * - optionally every pending one-time code and MFA session is deleted.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import type { Row } from '../../storage/database.js';
import { recordFromRow } from '../../core/records/record.js';
import { collection, patch, systemRequest } from '../hooks/context.js';

export interface EndAccessOptions {
  apiKeys: boolean;
  signInCodes: boolean;
}

async function rows(core: CoreApp, q: Queryable, name: string, where: string, params: unknown[]) {
  const c = collection(core, name);
  const found = await q.all<Row>(`SELECT * FROM "${c.name}" WHERE ${where}`, params);
  return found.map((r) => recordFromRow(c, r));
}

export async function endDelegatedAccess(core: CoreApp, q: Queryable, userId: string, opts: EndAccessOptions): Promise<void> {
  for (const grant of await rows(core, q, 'oauth_grants', '"user" = ?', [userId])) {
    if (grant.data['revoked'] !== true) await patch(core, q, grant, { revoked: true });
  }
  // codes and tokens of grants revoked earlier too: nothing issued to the account survives
  await q.run('UPDATE "oauth_tokens" SET "used" = 1 WHERE "user" = ?', [userId]);
  if (opts.apiKeys) {
    for (const key of await rows(core, q, 'api_keys', '"user" = ?', [userId])) {
      if (key.data['revoked'] !== true) await patch(core, q, key, { revoked: true });
    }
  }
  if (opts.signInCodes) {
    const users = collection(core, 'users');
    for (const name of ['_otps', '_mfas']) {
      for (const rec of await rows(core, q, name, '"collectionRef" = ? AND "recordRef" = ?', [users.id, userId])) {
        await deleteRecord(core, rec, systemRequest(core), q);
      }
    }
  }
}
