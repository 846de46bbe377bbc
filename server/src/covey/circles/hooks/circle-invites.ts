/**
 * Circle invitations (product.md §2 "Circles", §3.2 invites), whichever way they are created (the
 * records API or `POST /api/invites`):
 * - create (kind circle): the owner's `circle_consent` is signed in the same transaction (the body must
 *   set `consent: true`, see circle-consent.ts); the server issues the token (only its hash is stored), `expires` (+7 days),
 *   `sent_count`, `last_sent`; the email is normalised; `expires_in_days` defaults to 18 months when
 *   not given (0 = no expiry); inviting yourself, someone already in the circle, or someone with a
 *   pending invite to it is refused; after commit the link is mailed and the outcome (sent, mail not
 *   set up, failed) is registered for the record (mail-outcome.ts) for the route to report;
 * - decline / revoke: the link dies (hash cleared); the owner is told about a decline.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { logUpdate, notify } from '../../activity.js';
import { signCircleConsent } from '../circle-consent.js';
import { sendInviteMail } from '../circle-mail.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { expectMailOutcome, settleMailOutcome, type MailOutcome } from '../../../mail/mail-outcome.js';
import { actorOf } from '../scopes.js';
import { DEFAULT_ACCESS_DAYS, INVITE_DAYS, daysFromNow, hashToken, issuedToken, newToken, rememberToken } from '../invite-tokens.js';
import { store } from '../../store/store.js';
import { authId, findById, list, reject, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { dataOf } from '../../../core/records/typed-record.js';
import { msg } from '../../i18n/product-error.js';

const isCircleInvite = (e: RecordEvent) => e.record.collection.name === 'invites' && dataOf(e.record, 'invites').kind === 'circle';

async function beforeCreate(core: CoreApp, e: RecordEventOf<'invites'>): Promise<void> {
  const d = e.record.data;
  const email = d.email.trim().toLowerCase();
  d.email = email;
  const checked = !trusted(e);
  if (checked && !d.scopes.length) reject(e, 'scopes', msg('error.circle.choose_scope'), 'validation_required');
  if (!d.access) d.access = 'view';
  const body = e.request?.body ?? {};
  const days = d.expires_in_days;
  if (!Object.hasOwn(body, 'expires_in_days') || days === null || days === undefined) d.expires_in_days = DEFAULT_ACCESS_DAYS;
  const circle = await findById(core, e.q, 'circles', d.circle);
  if (!circle) reject(e, 'circle', msg('error.circle.choose_circle'), 'validation_required');
  if (checked && circle.data.active === false) reject(e, 'circle', msg('error.circle.switched_off'), 'validation_invalid_value');
  if (checked) await refuseDuplicates(core, e, email);
  if (checked) await signCircleConsent(core, e, authId(e), circle);
  if (!d.status) d.status = 'pending';
  const token = newToken();
  d.token = hashToken(token);
  d.expires = daysFromNow(INVITE_DAYS);
  d.sent_count = 1;
  d.last_sent = nowString();
  rememberToken(e.record, token);
  expectMailOutcome(e.record);
}

/** yourself, someone already in the circle, or someone already invited to it */
async function refuseDuplicates(core: CoreApp, e: RecordEventOf<'invites'>, email: string): Promise<void> {
  const s = store(core, e.q);
  const params = { c: e.record.data.circle, email };
  const me = await s.findById('users', authId(e));
  if (me && me.data.email.toLowerCase() === email) reject(e, 'email', msg('error.circle.invite_yourself'), 'validation_invalid_email');
  const active = await s.count('circle_members', 'circle = {:c} && status = "active" && (email:lower = {:email} || user.email:lower = {:email})', params);
  if (active > 0) reject(e, 'email', msg('error.circle.already_member'), 'validation_not_unique');
  const pending = await s.count('invites', 'circle = {:c} && kind = "circle" && status = "pending" && email:lower = {:email}', params);
  if (pending > 0) reject(e, 'email', msg('error.circle.already_pending'), 'validation_not_unique');
}

/** mails the link of a freshly issued token (create or resend); never throws, reports the outcome */
export async function mailIssuedInvite(core: CoreApp, record: RecordEvent['record']): Promise<MailOutcome> {
  let outcome: MailOutcome = 'failed';
  try {
    outcome = await mailInvite(core, record);
  } catch (err) {
    console.error('covey: circle invitation mail not sent:', err instanceof Error ? err.message : err);
  }
  settleMailOutcome(record, outcome);
  return outcome;
}

async function mailInvite(core: CoreApp, record: RecordEvent['record']): Promise<MailOutcome> {
  const token = issuedToken(record);
  if (!token) return 'failed';
  const d = record.data;
  const circle = await findById(core, core.db, 'circles', str(d['circle']));
  const inviter = await findById(core, core.db, 'users', str(d['inviter']));
  // the invitee's language when they have an account, else the inviter's
  const invitee = await store(core).findFirst('users', 'email = {:email}', { params: { email: str(d['email']).toLowerCase() } });
  return sendInviteMail(core, {
    locale: recipientLocale(invitee, recipientLocale(inviter)),
    to: str(d['email']),
    inviteeName: str(d['name']),
    inviterName: inviter ? inviter.data.name : '',
    circleName: circle ? circle.data.name || 'a care circle' : 'a care circle',
    access: str(d['access']),
    scopes: list(d['scopes']),
    message: str(d['message']),
    token,
  });
}

async function beforeUpdate(core: CoreApp, e: RecordEventOf<'invites'>): Promise<void> {
  const d = e.record.data;
  const was = str(e.original?.data.status);
  const now = d.status;
  if (was === now) return;
  if (now !== 'pending') d.token = '';
  if (trusted(e) && !['declined', 'revoked'].includes(now)) return;
  const circle = await findById(core, e.q, 'circles', d.circle);
  if (!circle) return;
  const who = d.name || d.email;
  const memberId = circle.data.member;
  if (now === 'declined') {
    const u = await logUpdate(core, e.q, { actor: actorOf(e), member: memberId, target: 'circles', targetId: circle.data.id as string, action: 'status_changed', summary: `${who} declined the invitation`, msg: { id: 'circle_invite_declined', values: { name: who } }, data: { invite: d.id } });
    await notify(core, e.q, { user: circle.data.owner, title: msg('notice.circle.declined', { who }), link: `/circles/${circle.data.id}`, kind: 'invite', update: u.data.id as string });
  } else if (now === 'revoked') {
    await logUpdate(core, e.q, { actor: actorOf(e), member: memberId, target: 'circles', targetId: circle.data.id as string, action: 'revoked', summary: `Invitation to ${who} withdrawn`, msg: { id: 'circle_invite_withdrawn', values: { name: who } }, data: { invite: d.id } });
  }
}

export function installCircleInviteHooks(core: CoreApp): void {
  core.hooks.recordCreate.add((e) => beforeCreate(core, eventOf(e, 'invites')), isCircleInvite);
  core.hooks.recordAfterCreate.add(async (e) => void (await mailIssuedInvite(core, e.record)), isCircleInvite);
  core.hooks.recordUpdate.add((e) => beforeUpdate(core, eventOf(e, 'invites')), isCircleInvite);
}
