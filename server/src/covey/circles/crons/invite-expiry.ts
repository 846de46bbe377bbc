/**
 * Invite expiry (product.md §6 timers): pending invites past `expires` become `expired` and their
 * link dies (the hash is cleared). The accept route already refuses an expired link; this makes the
 * status say so. Idempotent.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { recordFromRow } from '../../../core/records/record.js';
import type { StoredRow as Row } from '../../../core/records/record.js';
import { nowString } from '../../../util/dates.js';
import { collection, patch } from '../../hooks/context.js';

export async function expireInvites(core: CoreApp): Promise<number> {
  const c = collection(core, 'invites');
  const rows = await core.db.all<Row>(
    `SELECT * FROM "invites" WHERE "status" = 'pending' AND "expires" != '' AND "expires" <= ? ORDER BY "expires", "id" LIMIT 500`,
    [nowString()],
  );
  for (const row of rows) await core.db.transaction((q) => patch(core, q, recordFromRow(c, row), { status: 'expired', token: '' }));
  return rows.length;
}
