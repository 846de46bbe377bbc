/**
 * Circle access expiry (product.md §6 timers): active `circle_members` rows whose `expires` has
 * passed become `expired`. The rules already refuse an expired row the moment it expires; this job
 * makes the status say so and, through the chat-access hook, takes the person out of the chats.
 * Idempotent: a row is flipped once.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { store } from '../../store/store.js';

export async function expireCircleAccess(core: CoreApp): Promise<number> {
  const rows = await store(core).list('circle_members', 'status = "active" && expires != "" && expires <= {:now}', {
    params: { now: nowString() }, sort: '+expires,+id', limit: 500,
  });
  for (const row of rows) await core.db.transaction((q) => store(core, q).update(row, { status: 'expired' }));
  return rows.length;
}
