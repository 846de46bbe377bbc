/**
 * Organisation invitations (product.md §2 invitation graph, §3.2 `invites`): an employee (kind
 * `member`), an employer admin (`employer_admin`) or a broker colleague (`broker_user`). The mail
 * carries `<appURL>/signup?invite=<token>`; only the token's SHA-256 is stored (`invites.token`),
 * looked up by hash and compared in constant time. Valid 7 days, single use, resent at most 5 times.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { RecordModel } from '../../core/records/record.js';
import { formatDate, nowString } from '../../util/dates.js';
import { findById, insert, patch, str } from '../hooks/context.js';
import { INVITE_DAYS, MAX_SENDS, hashToken, newToken, sameHash } from '../circles/invite-tokens.js';
import { escapeHtml } from '../../util/html-text.js';
import { store, type StoreRecord } from '../store/store.js';
import { expectMailOutcome, sendWithOutcome, settleMailOutcome } from '../../mail/mail-outcome.js';
import { recipientLocale } from '../i18n/negotiate.js';
import { t } from '../i18n/t.js';

export const ORG_KINDS = ['member', 'employer_admin', 'broker_user'] as const;
type OrgKind = (typeof ORG_KINDS)[number];
/** the kinds a `/signup?invite=` link may carry: the organisation ones and a dependent who turned 18 */
const SIGNUP_KINDS: readonly string[] = [...ORG_KINDS, 'adult_dependent'];
const signupLink = (core: CoreApp, token: string) =>
  `${core.settings.get().meta.appURL.replace(/\/+$/, '')}/signup?invite=${encodeURIComponent(token)}`;
const expiry = (now = Date.now()) => formatDate(new Date(now + INVITE_DAYS * 24 * 60 * 60 * 1000));

/** the pending, unexpired org invite for a raw token, or null */
export async function findInviteByToken(core: CoreApp, q: Queryable, token: string): Promise<StoreRecord<'invites'> | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const invite = await store(core, q).findFirst('invites', 'token = {:hash}', { params: { hash } });
  if (!invite || !sameHash(invite.data.token, hash)) return null;
  if (!SIGNUP_KINDS.includes(invite.data.kind)) return null;
  if (invite.data.status !== 'pending' || invite.data.expires <= nowString()) return null;
  return invite;
}

async function orgName(core: CoreApp, q: Queryable, invite: StoreRecord<'invites'>): Promise<string> {
  const emp = invite.data.employer;
  const brk = invite.data.broker;
  const rec = emp ? await findById(core, q, 'employers', emp) : brk ? await findById(core, q, 'brokers', brk) : null;
  return str(rec?.data.name) || 'Covey';
}


/** the sign-up link of an invite issued in this process (keyed by the record the write produced; never stored) */
const issuedLinks = new WeakMap<RecordModel, string>();
export const issuedInviteLink = (invite: RecordModel): string => issuedLinks.get(invite) ?? '';

/**
 * sends the invitation mail after the transaction commits; never throws: the outcome (sent, mail not
 * set up, failed) is registered for the record (`mailOutcomeOf`) and its link kept for the inviter
 */
export async function queueInviteMail(core: CoreApp, q: Queryable, invite: StoreRecord<'invites'>, token: string): Promise<void> {
  const meta = core.settings.get().meta;
  const org = await orgName(core, q, invite);
  const link = signupLink(core, token);
  const kind = str(invite.data.kind);
  const to = str(invite.data.email);
  // the recipient's language when they have an account (a dependent turning 18), else their roster row's, else the inviter's
  const recipient = await store(core, q).findFirst('users', 'email = {:to}', { params: { to: to.toLowerCase() } });
  const inviter = str(invite.data.inviter) ? await findById(core, q, 'users', str(invite.data.inviter)) : null;
  // a roster row's language is known once its person has an account (members.language mirrors it)
  const row = str(invite.data.member) ? await findById(core, q, 'members', str(invite.data.member)) : null;
  const locale = recipientLocale(recipient, recipientLocale(row, recipientLocale(inviter)));
  const what =
    kind === 'adult_dependent' || kind === 'member' || kind === 'employer_admin'
      ? t(locale, `mail.org_invite.${kind}`, { org })
      : t(locale, 'mail.org_invite.broker_user', { org });
  const name = str(invite.data.name);
  const message = str(invite.data.message);
  const hello = name ? t(locale, 'mail.hello_named', { name }) : '';
  const create = t(locale, 'mail.org_invite.create');
  const expires = t(locale, 'mail.org_invite.expiry', { days: INVITE_DAYS });
  const text = `${hello ? `${hello}\n\n` : ''}${what}\n\n${message ? `${message}\n\n` : ''}${create}: ${link}\n\n${expires}`;
  const html = `<p>${hello ? `${escapeHtml(hello)}</p><p>` : ''}${escapeHtml(what)}</p>${message ? `<p>${escapeHtml(message)}</p>` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(create)}</a></p><p>${escapeHtml(expires)}</p>`;
  issuedLinks.set(invite, link);
  expectMailOutcome(invite);
  q.afterCommit(() => {
    const subject = kind === 'adult_dependent' ? t(locale, 'mail.org_invite.subject_adult') : t(locale, 'mail.org_invite.subject', { org });
    void sendWithOutcome(core.mailer, { from: { name: meta.senderName, address: meta.senderAddress }, to: [{ address: to }], subject, html, text }, 'invitation')
      .then((outcome) => settleMailOutcome(invite, outcome));
  });
}

export interface OrgInviteInput {
  kind: OrgKind;
  email: string;
  name?: string;
  inviter: string;
  employer?: string;
  broker?: string;
  member?: string;
  message?: string;
}

/** fills the server-set fields of a new invite (token hash, expiry, counters) and returns the raw token */
export function stampNewInvite(data: Record<string, unknown>): string {
  const token = newToken();
  data['token'] = hashToken(token);
  data['status'] = 'pending';
  data['expires'] = expiry();
  data['sent_count'] = 1;
  data['last_sent'] = nowString();
  data['expires_in_days'] = INVITE_DAYS;
  return token;
}

/** creates (or, when one is pending for the same person and organisation, resends) an invite */
export async function createOrgInvite(core: CoreApp, q: Queryable, input: OrgInviteInput): Promise<StoreRecord<'invites'>> {
  const email = input.email.trim().toLowerCase();
  const existing = await store(core, q).findFirst('invites', 'kind = {:kind} && email:lower = {:email} && status = "pending" && employer = {:employer} && broker = {:broker}', {
    params: { kind: input.kind, email, employer: input.employer ?? '', broker: input.broker ?? '' },
    sort: '-created,+id',
  });
  if (existing) return resendOrgInvite(core, q, existing, input.member);
  const data: Record<string, unknown> = {
    kind: input.kind, email, name: input.name ?? '', inviter: input.inviter, employer: input.employer ?? '',
    broker: input.broker ?? '', member: input.member ?? '', message: input.message ?? '',
  };
  const token = stampNewInvite(data);
  const invite = await insert(core, q, 'invites', data);
  await queueInviteMail(core, q, invite, token);
  return invite;
}

export class InviteLimitError extends Error {}

/**
 * a new token and expiry; counts the send (at most MAX_SENDS). With `send: false` ("Copy link" on a
 * pending invitation, decision 0047) nothing is mailed or counted: only the new link is kept.
 */
export async function resendOrgInvite(core: CoreApp, q: Queryable, invite: StoreRecord<'invites'>, member?: string, send = true): Promise<StoreRecord<'invites'>> {
  const sent = Number(invite.data.sent_count ?? 0);
  if (send && sent >= MAX_SENDS) throw new InviteLimitError(`This invitation was already sent ${MAX_SENDS} times.`);
  const token = newToken();
  const next: Record<string, unknown> = { token: hashToken(token), expires: expiry(), ...(send ? { sent_count: sent + 1, last_sent: nowString() } : {}) };
  if (member) next['member'] = member;
  const saved = await patch(core, q, invite, next);
  if (send) await queueInviteMail(core, q, saved, token);
  else issuedLinks.set(saved, signupLink(core, token));
  return saved;
}

