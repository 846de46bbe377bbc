/**
 * Circle access expiry (product.md §6 timers): active `circle_members` rows whose `expires` has
 * passed become `expired`. The rules already refuse an expired row the moment it expires; this job
 * makes the status say so and, through the chat-access hook, takes the person out of the chats.
 * Idempotent: a row is flipped once.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { recordFromRow } from '../../../core/records/record.js';
import type { StoredRow as Row } from '../../../core/records/record.js';
import { nowString } from '../../../util/dates.js';
import { collection, patch } from '../../hooks/context.js';

export async function expireCircleAccess(core: CoreApp): Promise<number> {
  const c = collection(core, 'circle_members');
  const rows = await core.db.all<Row>(
    `SELECT * FROM "circle_members" WHERE "status" = 'active' AND "expires" != '' AND "expires" <= ? ORDER BY "expires", "id" LIMIT 500`,
    [nowString()],
  );
  for (const row of rows) {
    await core.db.transaction((q) => patch(core, q, recordFromRow(c, row), { status: 'expired' }));
  }
  return rows.length;
}
