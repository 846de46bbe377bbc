/**
 * Sign-up with an organisation link (product.md §2, §4 `/signup`):
 * - `GET /api/roster/invite-info?token=` → `{kind, email, name, organisation}` for a pending,
 *   unexpired invite (404 otherwise), so the form can prefill and lock the email;
 * - `POST /api/roster/signup {name, email, password, invite? | join_code?, dob?}` creates the account:
 *   with an invite (email must be the invited one; the link proves it, so the account is verified)
 *   as employee (roster row claimed, `onboarding`), employer admin or agency colleague; with a join
 *   code as a `pending` employee of that employer. Without either it is the ordinary member sign-up
 *   (domain match and roster claim still apply). Then the client signs in with the password.
 *   The answer does not tell whether the address already had an account (issue 26): for a taken
 *   address nothing is created, the account's owner gets a mail ("someone tried to sign up with
 *   your address") and the answer is the one a new account gets. Only with a valid invitation link
 *   for that address (which proves the mailbox) does it say "already exists, sign in instead".
 *   The answer says whether mail is set up (`mail`), so the client does not ask for a verification
 *   email that cannot be sent (it used to: a 400 on every sign-up with mail off, #29).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { dummyHashWork } from '../../../core/auth/dummy-work.js';
import { nowString } from '../../../util/dates.js';
import { findById, insert, patch, str } from '../../hooks/context.js';
import { withSignupPlan, type SignupPlan } from '../hooks/roster-signup.js';
import { findInviteByToken } from '../org-invites.js';
import { parseRosterDate } from '../roster-import.js';
import { escapeHtml } from '../../../util/html-text.js';
import { store, type StoreRecord } from '../../store/store.js';
import { mailConfigured } from '../../../mail/mail-outcome.js';
import { msg, type Msg, ProductError, productField } from '../../i18n/product-error.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t } from '../../i18n/t.js';

const EXPIRED = msg('error.roster_signup.invite_expired');
const fail = (field: string, message: Msg, code = 'validation_invalid_value') => new ProductError(400, message, { [field]: productField(code, message) });

async function organisation(core: CoreApp, invite: StoreRecord<'invites'>): Promise<string> {
  const e = invite.data.employer;
  const b = invite.data.broker;
  const rec = invite.data.kind === 'broker_user' ? await findById(core, core.db, 'brokers', b) : await findById(core, core.db, 'employers', e);
  return str(rec?.data.name);
}

class AlreadyTaken extends Error {}

/** tells the owner of an address (in their language) that someone tried to create an account with it; quiet when mail is off */
function mailTakenAddress(core: CoreApp, to: string): void {
  const meta = core.settings.get().meta;
  const base = meta.appURL.replace(/\/+$/, '');
  const send = async () => {
    const owner = await store(core).findFirst('users', 'email:lower = {:to}', { params: { to } });
    const locale = recipientLocale(owner);
    const text = [
      t(locale, 'mail.signup_taken.lead'),
      `${t(locale, 'mail.signup_taken.sign_in')}: ${base}/login`,
      `${t(locale, 'mail.signup_taken.reset')}: ${base}/auth/reset`,
      t(locale, 'mail.signup_taken.ignore'),
    ].join('\n\n');
    const html = text.split('\n\n').map((l) => `<p>${escapeHtml(l)}</p>`).join('');
    await core.mailer.send({ from: { name: meta.senderName, address: meta.senderAddress }, to: [{ address: to }], subject: t(locale, 'mail.signup_taken.subject'), html, text });
  };
  void send().catch((err: unknown) => console.warn('signup: the "already has an account" mail was not sent:', err instanceof Error ? err.message : err));
}

async function signup(core: CoreApp, req: FastifyRequest) {
  const input = (req.body ?? {}) as Record<string, unknown>;
  const name = str(input['name']).trim();
  const email = str(input['email']).trim().toLowerCase();
  const password = str(input['password']);
  if (!name) throw fail('name', msg('error.roster_signup.enter_name'), 'validation_required');
  if (password.length < 8) throw fail('password', msg('error.roster_signup.use_at_least_8'), 'validation_length_out_of_range');
  const token = str(input['invite']).trim();
  const code = str(input['join_code']).trim();
  const dob = parseRosterDate(str(input['dob']));
  if (dob === null) throw fail('dob', msg('error.roster_signup.use_date_like_1990'));
  const invite = token ? await findInviteByToken(core, core.db, token) : null;
  if (token && !invite) throw fail('invite', EXPIRED, 'validation_invite_expired');
  if (invite && invite.data.email.toLowerCase() !== email) throw fail('email', msg('error.roster_signup.use_email_address_invitation'));
  let plan: SignupPlan = { kind: 'none', dob: dob || undefined };
  if (invite?.data.kind === 'member') plan = { kind: 'invite', employer: invite.data.employer, member: invite.data.member };
  else if (invite?.data.kind === 'adult_dependent') plan = { kind: 'dependent', member: invite.data.member };
  else if (!invite && code) {
    // join codes compare without case (stored upper case, typed any way)
    const employer = await store(core).findFirst('employers', 'join_code != "" && join_code:lower = {:code} && status != "terminated"', {
      params: { code: code.toLowerCase() },
    });
    if (!employer) throw fail('join_code', msg('error.roster_signup.join_code_not_valid'));
    plan = { kind: 'join_code', employer: employer.data.id, dob: dob || undefined };
  }
  const kind = str(invite?.data.kind);
  const role = kind === 'employer_admin' ? 'employer' : kind === 'broker_user' ? 'broker' : 'member';
  await withSignupPlan(email, plan, () =>
    core.db.transaction(async (q) => {
      const taken = await store(core, q).count('users', 'email:lower = {:email}', { email });
      // the invitation link proves the mailbox: its holder may be told; anyone else may not
      if (taken && invite) throw fail('email', msg('error.roster_signup.account_with_email_already'), 'validation_not_unique');
      if (taken) throw new AlreadyTaken();
      const extra: Record<string, unknown> = {};
      if (kind === 'employer_admin') extra['employer'] = invite!.data.employer;
      if (kind === 'broker_user') extra['broker'] = invite!.data.broker;
      const created = await insert(core, q, 'users', {
        name, email, password, passwordConfirm: password, role, verified: Boolean(invite), emailVisibility: false, ...extra,
      });
      const uid = created.data.id;
      if (kind === 'employer_admin') {
        const emp = await findById(core, q, 'employers', invite!.data.employer);
        if (emp) await patch(core, q, emp, { admins: [...new Set([...emp.data.admins, uid])] });
      }
      if (kind === 'broker_user') {
        const b = await findById(core, q, 'brokers', invite!.data.broker);
        if (b) await patch(core, q, b, { users: [...new Set([...b.data.users, uid])] });
      }
      if (invite) {
        const fresh = await findById(core, q, 'invites', invite.data.id);
        if (!fresh || fresh.data.status !== 'pending') throw fail('invite', EXPIRED, 'validation_invite_expired');
        await patch(core, q, fresh, { status: 'accepted', accepted_by: uid, last_sent: fresh.data.last_sent || nowString() });
      }
      return created;
    }),
  ).catch(async (err: unknown) => {
    if (!(err instanceof AlreadyTaken)) throw err;
    await dummyHashWork(); // about the cost of hashing the new account's password
    mailTakenAddress(core, email);
    return null;
  });
  // `mail`: whether the server can send mail (public, as GET /api/mail/status): the client asks for
  // the verification email only when it can go out
  return { email, role, verified: Boolean(invite), mail: mailConfigured(core.mailer) };
}

export function registerRosterSignup(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get('/api/roster/invite-info', async (req) => {
      const token = str((req.query as Record<string, unknown>)['token']);
      const invite = await findInviteByToken(core, core.db, token);
      if (!invite) throw new ProductError(404, EXPIRED);
      return { kind: invite.data.kind, email: invite.data.email, name: invite.data.name, organisation: await organisation(core, invite) };
    });
    scope.post('/api/roster/signup', async (req) => signup(core, req));
  };
}
