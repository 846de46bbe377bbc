/**
 * Roster invitations (product.md §2, §4 Roster tab):
 * - `POST /api/roster/invite {employer, email, name, employee_id?, eligibility_start?, eligibility_end?}`:
 *   adds (or updates) the employee's roster row and mails the sign-up link;
 * - `POST /api/roster/invite-all {employer}`: invites every `invited` row without a pending invite;
 * - `POST /api/roster/invite-admin {employer, email, name}`: a co-admin (E) or the first admin (B, S);
 * - `POST /api/roster/invites/:id/resend` and `/revoke`: any admin of the employer (or the agency
 *   for admin/colleague invites), not only the person who sent it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { ApiError, fieldError } from '../../../util/api-error.js';
import { findById, patch, str } from '../../hooks/context.js';
import { insertRaw, updateRaw } from '../../hooks/raw-insert.js';
import { ORG_KINDS, InviteLimitError, createOrgInvite, resendOrgInvite } from '../org-invites.js';
import { parseRosterDate, splitName } from '../roster-import.js';
import { actor, managedBroker, managedEmployer, type Actor } from './roster-access.js';
import { store } from '../../store/store.js';

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
const invalid = (field: string, message: string) => new ApiError(400, message, { [field]: fieldError('validation_invalid_value', message) });

async function inviteOne(core: CoreApp, who: Actor, input: Record<string, unknown>) {
  const employer = await managedEmployer(core, who, str(input['employer']));
  const employerId = str(employer.data['id']);
  const email = str(input['email']).trim().toLowerCase();
  const name = str(input['name']).trim();
  if (!EMAIL.test(email)) throw invalid('email', 'Enter a valid email address.');
  if (!name) throw invalid('name', 'Enter the employee\'s name.');
  const dates: Record<string, string> = {};
  for (const f of ['eligibility_start', 'eligibility_end']) {
    const v = parseRosterDate(str(input[f]));
    if (v === null) throw invalid(f, 'Use a date like 2026-01-31.');
    if (v) dates[f] = v;
  }
  const employeeId = str(input['employee_id']).trim();
  return core.db.transaction(async (q) => {
    const existing = await store(core, q).findFirst('members', 'employer = {:employerId} && email:lower = {:email}', {
      params: { employerId, email },
      sort: '+created,+id',
    });
    if (existing?.data.user) throw invalid('email', 'This person already has an account with Covey.');
    const { first, last } = splitName(name);
    let member;
    if (existing) member = await updateRaw(core, q, existing, { first_name: first, last_name: last, ...(employeeId ? { employee_id: employeeId } : {}), ...dates });
    else {
      member = await insertRaw(core, q, 'members', {
        first_name: first, last_name: last, email, employer: employerId, employee_id: employeeId, relationship: 'self', minor: false,
        source: 'invite', status: 'invited', ...dates,
      });
    }
    const invite = await createOrgInvite(core, q, { kind: 'member', email, name, inviter: who.id, employer: employerId, member: str(member.data['id']) });
    return { member: recordToJSON(member), invite: recordToJSON(invite) };
  });
}

async function inviteAll(core: CoreApp, who: Actor, employerId: string): Promise<{ sent: number }> {
  const employer = await managedEmployer(core, who, employerId);
  const id = str(employer.data['id']);
  return core.db.transaction(async (q) => {
    const s = store(core, q);
    // two reads instead of a NOT EXISTS per member: the pending invitations of the employer's members, then the members
    const pending = await s.list('invites', 'status = "pending" && member != "" && member.employer = {:id}', { params: { id } });
    const invited = new Set(pending.map((i) => i.data.member));
    const members = await s.list('members', 'employer = {:id} && status = "invited" && user = "" && email != ""', { params: { id }, sort: '+created,+id' });
    const rows = members.map((m) => m.data).filter((m) => !invited.has(m.id));
    for (const r of rows) {
      await createOrgInvite(core, q, { kind: 'member', email: r.email, name: `${r.first_name} ${r.last_name}`.trim(), inviter: who.id, employer: id, member: r.id });
    }
    return { sent: rows.length };
  });
}

async function loadInvite(core: CoreApp, who: Actor, id: string) {
  const invite = await findById(core, core.db, 'invites', id);
  if (!invite || !(ORG_KINDS as readonly string[]).includes(str(invite.data['kind']))) throw new ApiError(404, 'The invitation was not found.');
  if (str(invite.data['inviter']) !== who.id || !who.id) {
    if (invite.data['kind'] === 'broker_user') await managedBroker(core, who, str(invite.data['broker']));
    else await managedEmployer(core, who, str(invite.data['employer']));
  }
  if (invite.data['status'] !== 'pending' && invite.data['status'] !== 'expired') throw new ApiError(400, 'This invitation was already used or revoked.');
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
      if (!EMAIL.test(email)) throw invalid('email', 'Enter a valid email address.');
      const invite = await core.db.transaction((q) =>
        createOrgInvite(core, q, { kind: 'employer_admin', email, name: str(input['name']).trim(), inviter: who.id, employer: str(employer.data['id']) }),
      );
      return recordToJSON(invite);
    });
    scope.post('/api/roster/invites/:id/resend', async (req) => {
      const invite = await loadInvite(core, actor(req), str((req.params as Record<string, string>)['id']));
      try {
        const saved = await core.db.transaction(async (q) => resendOrgInvite(core, q, invite.data['status'] === 'expired' ? await patch(core, q, invite, { status: 'pending' }) : invite));
        return recordToJSON(saved);
      } catch (err) {
        if (err instanceof InviteLimitError) throw new ApiError(400, `${err.message} Ask the person to check their spam folder, or revoke it and invite again.`);
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
