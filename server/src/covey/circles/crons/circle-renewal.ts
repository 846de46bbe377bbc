/**
 * Renewal reminder (product.md §2 "Circles"): 14 days before a caregiver's access expires the owner
 * gets one mail and one in-app notice offering to renew. `reminded_at` makes it once per expiry date
 * (changing the expiry re-arms it). Idempotent.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { recordFromRow } from '../../../core/records/record.js';
import type { StoredRow as Row } from '../../../core/records/record.js';
import { nowString } from '../../../util/dates.js';
import { notify } from '../../activity.js';
import { RENEWAL_NOTICE_DAYS, daysFromNow } from '../invite-tokens.js';
import { sendRenewalMail } from '../circle-mail.js';
import { collection, findById, patch, str } from '../../hooks/context.js';

export async function remindCircleRenewals(core: CoreApp): Promise<number> {
  const c = collection(core, 'circle_members');
  const rows = await core.db.all<Row>(
    `SELECT * FROM "circle_members" WHERE "status" = 'active' AND "expires" != '' AND "expires" > ? AND "expires" <= ?
     AND ("reminded_at" IS NULL OR "reminded_at" = '') ORDER BY "expires", "id" LIMIT 500`,
    [nowString(), daysFromNow(RENEWAL_NOTICE_DAYS)],
  );
  for (const row of rows) {
    const mail = await core.db.transaction(async (q) => {
      const circle = await findById(core, q, 'circles', str(row['circle']));
      const owner = circle ? await findById(core, q, 'users', str(circle.data['owner'])) : null;
      await patch(core, q, recordFromRow(c, row), { reminded_at: nowString() });
      if (!circle || !owner) return null;
      const person = str(row['display_name']) || str(row['email']) || 'A caregiver';
      const circleName = str(circle.data['name']) || 'your circle';
      await notify(core, q, {
        user: str(owner.data['id']), title: `${person}'s access to "${circleName}" ends on ${str(row['expires']).slice(0, 10)}`,
        body: 'Renew it if they should keep helping you.', link: `/circles/${str(circle.data['id'])}`, kind: 'invite',
      });
      return { to: str(owner.data['email']), person, circleName, circleId: str(circle.data['id']) };
    });
    if (mail) await sendRenewalMail(core, mail.to, mail.person, mail.circleName, str(row['expires']), mail.circleId);
  }
  return rows.length;
}
