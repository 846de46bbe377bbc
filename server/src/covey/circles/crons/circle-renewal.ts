/**
 * Renewal reminder (product.md §2 "Circles"): 14 days before a caregiver's access expires the owner
 * gets one mail and one in-app notice offering to renew. `reminded_at` makes it once per expiry date
 * (changing the expiry re-arms it). Idempotent.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { notify } from '../../activity.js';
import { RENEWAL_NOTICE_DAYS, daysFromNow } from '../invite-tokens.js';
import { sendRenewalMail } from '../circle-mail.js';
import { store } from '../../store/store.js';
import { findById, patch, str } from '../../hooks/context.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t } from '../../i18n/t.js';

export async function remindCircleRenewals(core: CoreApp): Promise<number> {
  const rows = await store(core).list('circle_members', 'status = "active" && expires != "" && expires > {:now} && expires <= {:until} && reminded_at = ""', {
    params: { now: nowString(), until: daysFromNow(RENEWAL_NOTICE_DAYS) }, sort: '+expires,+id', limit: 500,
  });
  for (const row of rows) {
    const mail = await core.db.transaction(async (q) => {
      const circle = await findById(core, q, 'circles', row.data.circle);
      const owner = circle ? await findById(core, q, 'users', circle.data.owner) : null;
      await patch(core, q, row, { reminded_at: nowString() });
      if (!circle || !owner) return null;
      const person = row.data.display_name || row.data.email || 'A caregiver';
      const circleName = str(circle.data.name) || 'your circle';
      // in the owner's language: the notification centre shows the title as stored
      const locale = recipientLocale(owner);
      await notify(core, q, {
        user: str(owner.data.id), title: t(locale, 'mail.circle_renewal.subject', { person, circle: circleName, day: row.data.expires.slice(0, 10) }),
        body: t(locale, 'mail.circle_renewal.notify_body'), link: `/circles/${str(circle.data.id)}`, kind: 'invite',
      });
      return { to: str(owner.data.email), person, circleName, circleId: str(circle.data.id), locale, tz: str(owner.data.timezone) };
    });
    if (mail) await sendRenewalMail(core, mail.to, mail.person, mail.circleName, row.data.expires, mail.circleId, mail.locale, mail.tz);
  }
  return rows.length;
}
