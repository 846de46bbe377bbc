/**
 * Minors turning 18 (product.md §2 "Minors", §6 timers), daily: a dependent whose 18th birthday
 * (`members.adult_on`) has come stops being `minor`; the subscriber is told their access ended, and
 * the new adult, when their row holds an email address and has no login yet, gets an invitation
 * (kind `adult_dependent`) to create their own account on that same row. The rules and hooks
 * already compare `adult_on` with the time of each request, so access ends on the birthday even
 * before this job runs; the job makes the flag, the people lists and the invitation follow.
 * Idempotent: a row is handled once (its `minor` flips in the same transaction).
 */
import type { CoreApp } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { notify } from '../../activity.js';
import { store } from '../../store/store.js';
import { findById, insert, patch, str } from '../../hooks/context.js';
import { queueInviteMail, stampNewInvite } from '../../organisations/org-invites.js';
import { msg } from '../../i18n/product-error.js';

export async function endMinorAccess(core: CoreApp): Promise<number> {
  const rows = await store(core).list('members', 'minor = true && adult_on != "" && adult_on <= {:now}', {
    params: { now: nowString() }, sort: '+adult_on,+id', limit: 500,
  });
  let done = 0;
  for (const row of rows) {
    const ended = await core.db.transaction(async (q) => {
      const member = await findById(core, q, 'members', row.data.id);
      if (!member || member.data.minor !== true || !member.data.adult_on || member.data.adult_on > nowString()) return false;
      await patch(core, q, member, { minor: false });
      const d = member.data;
      const fullName = `${d.first_name} ${d.last_name}`.trim();
      const name = fullName || 'Your dependent';
      const sub = d.subscriber ? await findById(core, q, 'members', d.subscriber) : null;
      const subUser = str(sub?.data.user);
      const email = d.email.trim().toLowerCase();
      const invited = !!email && !d.user;
      const named = { named: fullName ? 'yes' : 'no', name: fullName };
      if (invited) {
        const data: Record<string, unknown> = { kind: 'adult_dependent', email, name, inviter: subUser, member: d.id, employer: d.employer ?? '' };
        const token = stampNewInvite(data);
        const invite = await insert(core, q, 'invites', data);
        await queueInviteMail(core, q, invite, token);
      }
      await notify(core, q, {
        user: subUser,
        // worded in the subscriber's language
        title: msg('notice.adult.title', named),
        body: invited ? msg('notice.adult.invited', { ...named, email }) : msg('notice.adult.not_invited', named),
        link: '/members',
        kind: 'system',
      });
      return true;
    });
    if (ended) done++;
  }
  return done;
}
