/**
 * Invites of kind member / employer_admin / broker_user created through the records API (the create
 * rule decides who may): the server stamps the token hash, expiry and counters, checks that a linked
 * roster row belongs to the same employer (creating the `invited` row when none is given), and
 * mails the sign-up link after commit. Writes that already carry a token (the roster routes) pass.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { ORG_KINDS, queueInviteMail, stampNewInvite } from '../org-invites.js';
import { splitName } from '../roster-import.js';
import { store } from '../../store/store.js';
import { findById, reject, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { insertRaw } from '../../hooks/raw-insert.js';
import { msg } from '../../i18n/product-error.js';

async function onCreate(core: CoreApp, e: RecordEventOf<'invites'>): Promise<void> {
  const d = e.record.data;
  if (!(ORG_KINDS as readonly string[]).includes(d.kind) || d.token) return;
  d.email = d.email.trim().toLowerCase();
  if (d.kind === 'member') {
    const employer = d.employer;
    if (!employer) reject(e, 'employer', msg('error.org_invites.choose_employer'), 'validation_required');
    const memberId = d.member;
    if (memberId) {
      const m = await findById(core, e.q, 'members', memberId);
      if (!m || m.data.employer !== employer) reject(e, 'member', msg('error.org_invites.person_not_employer_s'), 'validation_invalid_member');
      if (m.data.user) reject(e, 'member', msg('error.org_invites.person_already_has_account'), 'validation_already_joined');
    } else {
      const found = await store(core, e.q).findFirst('members', 'employer = {:e} && email:lower = {:email}', {
        params: { e: employer, email: d.email }, sort: '+created,+id',
      });
      if (found?.data.user) reject(e, 'email', msg('error.org_invites.person_already_has_account'), 'validation_already_joined');
      if (found) d.member = found.data.id;
      else {
        const { first, last } = splitName(d.name);
        const row = await insertRaw(core, e.q, 'members', {
          first_name: first, last_name: last, email: d.email, employer, relationship: 'self', minor: false, source: 'invite', status: 'invited',
        });
        d.member = row.data.id;
      }
    }
  } else if (d.member) reject(e, 'member', msg('error.org_invites.employee_invitations_link_roster'), 'validation_invalid_member');
  const token = stampNewInvite(d);
  await queueInviteMail(core, e.q, e.record, token);
}

export function installOrgInviteHooks(core: CoreApp): void {
  core.hooks.recordCreate.add((e) => onCreate(core, eventOf(e, 'invites')), (e) => e.record.collection.name === 'invites');
}
