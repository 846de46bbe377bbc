/**
 * Roster invitations (product.md §2, §4 Roster tab):
 * - `POST /api/roster/invite {employer, email, name, employee_id?, eligibility_start?, eligibility_end?}`:
 *   adds (or updates) the employee's roster row and mails the sign-up link;
 * - `POST /api/roster/invite-all {employer}`: invites every `invited` row without a pending invite;
 * - `POST /api/roster/invite-admin {employer, email, name}`: a co-admin (E) or the first admin (B, S);
 * - `POST /api/org-invites {kind: employer_admin|broker_user, employer|broker, email, name}`: the
 *   records API create (same rules and hook) answered with the mail's outcome;
 * - `POST /api/roster/invites/:id/resend` and `/revoke`: any admin of the employer (or the agency
 *   for admin/colleague invites), not only the person who sent it. Resend with `{send: false}`
 *   ("Copy link", decision 0047) issues a new link without mailing it.
 * Every route that promises a mail answers `mail` (sent, not_configured, failed: mail-outcome.ts)
 * and the invitation's `link`, so the screen says what happened and offers the link to copy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { createRecord } from '../../../core/records/record-upsert.js';
import { requestInfo } from '../../../core/rules/request-guards.js';
import { mailOutcomeOf, type MailOutcome } from '../../../mail/mail-outcome.js';
import { collection, findById, patch, str } from '../../hooks/context.js';
import { insertRaw, updateRaw } from '../../hooks/raw-insert.js';
import { ORG_KINDS, InviteLimitError, createOrgInvite, issuedInviteLink, resendOrgInvite } from '../org-invites.js';
import { parseRosterDate, splitName } from '../roster-import.js';
import { actor, managedBroker, managedEmployer, type Actor } from './roster-access.js';
import { store, type StoreRecord } from '../../store/store.js';
import { msg, ProductError, productField, type Msg } from '../../i18n/product-error.js';
import { MAX_SENDS } from '../../circles/invite-tokens.js';

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
const invalid = (field: string, message: Msg) => new ProductError(400, message, { [field]: productField('validation_invalid_value', message) });

/** the invite, what became of its mail (awaited: it is sent once the write committed) and its link */
async function issued(invite: StoreRecord<'invites'>) {
  return { invite: recordToJSON(invite), mail: await mailOutcomeOf(invite), link: issuedInviteLink(invite) };
}

async function inviteOne(core: CoreApp, who: Actor, input: Record<string, unknown>) {
  const employer = await managedEmployer(core, who, str(input['employer']));
  const employerId = employer.data.id;
  const email = str(input['email']).trim().toLowerCase();
  const name = str(input['name']).trim();
  if (!EMAIL.test(email)) throw invalid('email', msg('error.roster_invites.enter_valid_email_address'));
  if (!name) throw invalid('name', msg('error.roster_invites.enter_employee_s_name'));
  const dates: Record<string, string> = {};
  for (const f of ['eligibility_start', 'eligibility_end']) {
    const v = parseRosterDate(str(input[f]));
    if (v === null) throw invalid(f, msg('error.roster_invites.use_date_like_2026'));
    if (v) dates[f] = v;
  }
  const employeeId = str(input['employee_id']).trim();
  const { member, invite } = await core.db.transaction(async (q) => {
    const existing = await store(core, q).findFirst('members', 'employer = {:employerId} && email:lower = {:email}', {
      params: { employerId, email },
      sort: '+created,+id',
    });
    if (existing?.data.user) throw invalid('email', msg('error.roster_invites.person_already_has_account'));
    const { first, last } = splitName(name);
    let member;
    if (existing) member = await updateRaw(core, q, existing, { first_name: first, last_name: last, ...(employeeId ? { employee_id: employeeId } : {}), ...dates });
    else {
      member = await insertRaw(core, q, 'members', {
        first_name: first, last_name: last, email, employer: employerId, employee_id: employeeId, relationship: 'self', minor: false,
        source: 'invite', status: 'invited', ...dates,
      });
    }
    const invite = await createOrgInvite(core, q, { kind: 'member', email, name, inviter: who.id, employer: employerId, member: member.data.id });
    return { member, invite };
  });
  return { member: recordToJSON(member), ...(await issued(invite)) };
}

/**
 * `invited`: invitations created; `sent`: mails the mail server accepted; `mail`: `sent` when all
 * went out, else the reason the others did not (not_configured or failed)
 */
async function inviteAll(core: CoreApp, who: Actor, employerId: string): Promise<{ invited: number; sent: number; mail: MailOutcome }> {
  const employer = await managedEmployer(core, who, employerId);
  const id = employer.data.id;
  const invites = await core.db.transaction(async (q) => {
    const s = store(core, q);
    // two reads instead of a NOT EXISTS per member: the pending invitations of the employer's members, then the members
    const pending = await s.list('invites', 'status = "pending" && member != "" && member.employer = {:id}', { params: { id } });
    const invited = new Set(pending.map((i) => i.data.member));
    const members = await s.list('members', 'employer = {:id} && status = "invited" && user = "" && email != ""', { params: { id }, sort: '+created,+id' });
    const rows = members.map((m) => m.data).filter((m) => !invited.has(m.id));
    const out: StoreRecord<'invites'>[] = [];
    for (const r of rows) {
      out.push(await createOrgInvite(core, q, { kind: 'member', email: r.email, name: `${r.first_name} ${r.last_name}`.trim(), inviter: who.id, employer: id, member: r.id }));
    }
    return out;
  });
  const outcomes = await Promise.all(invites.map((i) => mailOutcomeOf(i)));
  const sent = outcomes.filter((o) => o === 'sent').length;
  const mail: MailOutcome = outcomes.find((o) => o !== 'sent') ?? 'sent';
  return { invited: invites.length, sent, mail };
}

/** the records API create of an admin or colleague invite (its rules and hook), with the mail's outcome */
async function createUserInvite(core: CoreApp, req: FastifyRequest) {
  const who = actor(req);
  const input = body(req);
  const kind = str(input['kind']);
  if (kind !== 'employer_admin' && kind !== 'broker_user') throw invalid('kind', msg('error.roster_invites.choose_admin_colleague_invitation'));
  const data: Record<string, unknown> = { kind, status: 'pending', inviter: who.id };
  for (const f of ['employer', 'broker', 'email', 'name', 'message']) if (Object.hasOwn(input, f)) data[f] = input[f];
  const invite = await createRecord(core, { collection: collection(core, 'invites'), body: data, req: requestInfo(req, 'default', data), isSuperuser: who.superuser });
  return issued(invite as StoreRecord<'invites'>);
}

async function loadInvite(core: CoreApp, who: Actor, id: string) {
  const invite = await findById(core, core.db, 'invites', id);
  if (!invite || !(ORG_KINDS as readonly string[]).includes(invite.data.kind)) throw new ProductError(404, msg('error.roster_invites.invitation_was_not_found'));
  if (invite.data.inviter !== who.id || !who.id) {
    if (invite.data.kind === 'broker_user') await managedBroker(core, who, invite.data.broker);
    else await managedEmployer(core, who, invite.data.employer);
  }
  if (invite.data.status !== 'pending' && invite.data.status !== 'expired') throw new ProductError(400, msg('error.roster_invites.invitation_was_already_used'));
  return invite;
}

export function registerRosterInvites(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/roster/invite', async (req) => inviteOne(core, actor(req), body(req)));
    scope.post('/api/roster/invite-all', async (req) => inviteAll(core, actor(req), str(body(req)['employer'])));
    scope.post('/api/roster/invite-admin', async (req) => {
      const who = actor(req);
      const input = body(req);
      const employer = await managedEmployer(core, who, str(input['employer']));
      const email = str(input['email']).trim().toLowerCase();
      if (!EMAIL.test(email)) throw invalid('email', msg('error.roster_invites.enter_valid_email_address'));
      const invite = await core.db.transaction((q) =>
        createOrgInvite(core, q, { kind: 'employer_admin', email, name: str(input['name']).trim(), inviter: who.id, employer: employer.data.id }),
      );
      return issued(invite);
    });
    scope.post('/api/org-invites', async (req) => createUserInvite(core, req));
    scope.post('/api/roster/invites/:id/resend', async (req) => {
      const invite = await loadInvite(core, actor(req), str((req.params as Record<string, string>)['id']));
      const send = body(req)['send'] !== false;
      try {
        const saved = await core.db.transaction(async (q) =>
          resendOrgInvite(core, q, invite.data.status === 'expired' ? await patch(core, q, invite, { status: 'pending' }) : invite, undefined, send),
        );
        return send ? issued(saved) : { invite: recordToJSON(saved), mail: 'not_requested', link: issuedInviteLink(saved) };
      } catch (err) {
        if (err instanceof InviteLimitError) throw new ProductError(400, msg('error.roster_invites.resend_limit', { max: MAX_SENDS }));
        throw err;
      }
    });
    scope.post('/api/roster/invites/:id/revoke', async (req) => {
      const invite = await loadInvite(core, actor(req), str((req.params as Record<string, string>)['id']));
      const saved = await core.db.transaction(async (q) => patch(core, q, invite, { status: 'revoked' }));
      return recordToJSON(saved);
    });
  };
}
