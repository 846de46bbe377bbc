/**
 * Invite expiry (product.md §6 timers): pending invites past `expires` become `expired` and their
 * link dies (the hash is cleared). The accept route already refuses an expired link; this makes the
 * status say so. Idempotent.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { store } from '../../store/store.js';

export async function expireInvites(core: CoreApp): Promise<number> {
  const rows = await store(core).list('invites', 'status = "pending" && expires != "" && expires <= {:now}', {
    params: { now: nowString() }, sort: '+expires,+id', limit: 500,
  });
  for (const row of rows) await core.db.transaction((q) => store(core, q).update(row, { status: 'expired', token: '' }));
  return rows.length;
}
