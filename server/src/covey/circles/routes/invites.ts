/**
 * Invitation routes (product.md §3.2 invites):
 * - `POST /api/invites` — a circle owner invites someone; needs `consent: true` and writes the
 *   `circle_consent` agreement in the same transaction; answers the invite, once its link (`link`)
 *   and what became of the mail (`mail`: sent, not_configured, failed) so the owner is told the
 *   truth and can copy the link when it did not go out. The record API create works too (same
 *   hook: token, expiry, mail) but never shows the link: only the hash is stored.
 * - `GET /api/invites/summary?token=` — public: who invites, to which circle, what access, and the
 *   address it was sent to (to prefill and lock sign-up); anything invalid is one uniform 404.
 * - `POST /api/invites/accept {token}` — hash compared in constant time, pending, unexpired, the
 *   signed-in account's email must be the invite's; single use; creates (or re-opens) the
 *   `circle_members` row with the invite's access, scopes and expiry. `{invite: id}` instead of the
 *   token serves the "Received" list: only for a verified account whose email is the invite's (a
 *   verified address proves the mailbox as the mailed token does).
 * - `POST /api/invites/:id/resend` — inviter or circle owner; new token (the old one dies), expiry
 *   reset to 7 days, at most 5 sends. With `{send: false}` ("Copy link" on a pending invitation,
 *   decision 0047) nothing is mailed and no send is counted: the owner gets a fresh link to share.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { createRecord } from '../../../core/records/record-upsert.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { isSuperuserReq, requestInfo, requireAuth } from '../../../core/rules/request-guards.js';
import { ApiError } from '../../../util/api-error.js';
import { nowString } from '../../../util/dates.js';
import { logUpdate, notify } from '../../activity.js';
import {
  INVITE_DAYS,
  MAX_SENDS,
  daysFromNow,
  hashToken,
  inviteLink,
  issuedToken,
  newToken,
  rememberToken,
  sameHash,
  wellFormed,
} from '../invite-tokens.js';
import { mailIssuedInvite } from '../hooks/circle-invites.js';
import { mailOutcomeOf } from '../../../mail/mail-outcome.js';
import { collection, findById, insert, patch, str } from '../../hooks/context.js';
import type { CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';
import { store, type StoreRecord } from '../../store/store.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const INVALID = msg('error.circle.invite.invalid');
const FIELDS = ['circle', 'email', 'name', 'relationship', 'access', 'scopes', 'expires_in_days', 'message', 'consent'];

const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** the pending, unexpired circle invite whose token this is, or a uniform 404 */
async function inviteByToken(core: CoreApp, token: unknown): Promise<StoreRecord<'invites'>> {
  if (!wellFormed(token)) throw new ProductError(404, INVALID);
  const hash = hashToken(token);
  const invite = await store(core).findFirst('invites', 'token = {:hash} && kind = "circle"', { params: { hash } });
  if (!invite || !sameHash(invite.data.token, hash)) throw new ProductError(404, INVALID);
  if (invite.data.status !== 'pending' || !invite.data.expires || invite.data.expires <= nowString())
    throw new ProductError(404, INVALID);
  return invite;
}

function signedInUser(req: FastifyRequest): Record<string, unknown> {
  requireAuth(req);
  if (isSuperuserReq(req) || req.auth?.collection.name !== 'users') {
    throw new ProductError(403, msg('error.circle.invite.wrong_account'));
  }
  return req.auth.record;
}

async function create(core: CoreApp, req: FastifyRequest) {
  const me = signedInUser(req);
  const input = bodyOf(req);
  const body: Record<string, unknown> = { kind: 'circle', inviter: me['id'], status: 'pending' };
  for (const f of FIELDS) if (Object.hasOwn(input, f)) body[f] = input[f];
  const invites = collection(core, 'invites');
  // the invite hook checks `consent` and signs the owner's circle_consent in the same transaction
  const info = requestInfo(req, 'default', body);
  const record = await createRecord(core, { collection: invites, body, req: info, isSuperuser: false });
  return {
    invite: recordToJSON(record, { viewerId: str(me['id']) }),
    link: inviteLink(core.settings.get().meta.appURL, issuedToken(record)),
    mail: await mailOutcomeOf(record),
  };
}

async function summary(core: CoreApp, req: FastifyRequest) {
  const token = (req.query as Record<string, unknown> | undefined)?.['token'];
  const invite = await inviteByToken(core, Array.isArray(token) ? token[0] : token);
  const d = invite.data;
  const circle = await findById(core, core.db, 'circles', d.circle);
  const inviter = await findById(core, core.db, 'users', d.inviter);
  if (!circle) throw new ProductError(404, INVALID);
  return {
    inviter_name: inviter ? inviter.data.name : '',
    circle_name: circle.data.name,
    access: d.access,
    scopes: d.scopes,
    // the address the link was mailed to: the holder's own, used to prefill and lock sign-up
    email: d.email,
  };
}

/** a pending, unexpired circle invite by id, for its verified addressee (uniform 404 otherwise) */
async function inviteById(core: CoreApp, id: unknown, me: Record<string, unknown>): Promise<StoreRecord<'invites'>> {
  const invite = typeof id === 'string' && id ? await findById(core, core.db, 'invites', id) : null;
  const d = invite?.data;
  if (!invite || !d || d.kind !== 'circle' || d.email.toLowerCase() !== str(me['email']).toLowerCase())
    throw new ProductError(404, INVALID);
  if (me['verified'] !== true)
    throw new ProductError(403, msg('error.circle.invite.confirm_email'));
  if (d.status !== 'pending' || !d.expires || d.expires <= nowString())
    throw new ProductError(404, INVALID);
  return invite;
}

async function accept(core: CoreApp, req: FastifyRequest) {
  const me = signedInUser(req);
  const body = bodyOf(req);
  const invite =
    body['token'] === undefined && body['invite'] !== undefined
      ? await inviteById(core, body['invite'], me)
      : await inviteByToken(core, body['token']);
  return acceptInvite(core, invite, me);
}

/**
 * Joins the invite's circle as `me` (the accept route after the token or id was checked; the demo
 * seed uses it too): the circle_members row, the invite marked accepted, the account verified and,
 * when brand-new, made a caregiver account; the owner is told.
 */
export async function acceptInvite(core: CoreApp, invite: StoreRecord<'invites'>, me: Record<string, unknown>) {
  const d = invite.data;
  if (['employer', 'broker', 'demo'].includes(str(me['role']))) {
    // product.md §6: employer and broker accounts never read member information, a circle included
    throw new ProductError(
      403,
      msg('error.circle.invite.staff_cannot_join'),
    );
  }
  if (d.email.toLowerCase() !== str(me['email']).toLowerCase()) {
    throw new ProductError(
      403,
      msg('error.circle.invite.other_email'),
    );
  }
  const userId = str(me['id']);
  const result = await core.db.transaction(async (q) => {
    const fresh = await findById(core, q, 'invites', d.id);
    if (!fresh || fresh.data.status !== 'pending' || !sameHash(fresh.data.token, d.token))
      throw new ProductError(404, INVALID);
    const circle = await findById(core, q, 'circles', d.circle);
    if (!circle || circle.data.active === false) throw new ProductError(404, INVALID);
    if (circle.data.owner === userId) throw new ProductError(400, msg('error.circle.invite.own_circle'));
    const days = Number(d.expires_in_days ?? 0);
    const values = {
      circle: circle.data.id,
      user: userId,
      email: str(me['email']).toLowerCase(),
      display_name: d.name || str(me['name']),
      relationship: d.relationship,
      access: d.access || 'view',
      scopes: d.scopes,
      status: 'active',
      expires: days > 0 ? daysFromNow(days) : '',
      consented_at: nowString(),
      invite: d.id,
      reminded_at: '',
    };
    const existing = await store(core, q).findFirst('circle_members', 'circle = {:circle} && user = {:userId}', {
      params: { circle: circle.data.id, userId },
      sort: '+created,+id',
    });
    const row = existing
      ? await patch(core, q, existing, values)
      : await insert(core, q, 'circle_members', values);
    await patch(core, q, fresh, { status: 'accepted', accepted_by: userId, token: '' });
    // the link was mailed to this address: following it proves the mailbox
    const user = await findById(core, q, 'users', userId);
    if (user && user.data.verified !== true) await patch(core, q, user, { verified: true });
    await caregiverOnly(core, q, userId);
    const who = str(me['name']) || str(me['email']);
    const u = await logUpdate(core, q, {
      actor: userId,
      member: circle.data.member,
      target: 'circles',
      targetId: circle.data.id,
      action: 'status_changed',
      summary: `${who} accepted the invitation`,
      msg: { id: 'circle_invite_accepted', values: { name: who } },
      data: { invite: d.id, circle_member: row.data.id },
    });
    await notify(core, q, {
      user: circle.data.owner,
      title: msg('notice.circle.joined', { who, named: circle.data.name ? 'yes' : 'no', circle: circle.data.name }),
      link: `/circles/${circle.data.id}`,
      kind: 'invite',
      update: u.data.id,
    });
    return { circle: circle.data.id, circle_member: row.data.id, member: circle.data.member };
  });
  return result;
}

/**
 * Someone who signed up to join a circle is a caregiver first: a brand-new account (still at the
 * first onboarding step, no employer) becomes a caregiver account (`source = "circle"`): no member
 * onboarding, no counselor of their own, no insurance prompt (the onboarding hook skips them);
 * the guard still has them sign the required agreements before anything else. "Use Covey for
 * myself" (`POST /api/members/use-for-myself`) later starts the member onboarding.
 */
async function caregiverOnly(core: CoreApp, q: Parameters<typeof patch>[1], userId: string): Promise<void> {
  const member = await store(core, q).findFirst('members', 'user = {:userId}', { params: { userId } });
  if (!member || member.data.onboarding_step !== 'guide' || member.data.employer || member.data.counselor) return;
  await patch(core, q, member, { source: 'circle', onboarding_step: 'completed' });
}

async function resend(core: CoreApp, req: FastifyRequest, id: string) {
  requireAuth(req);
  const su = isSuperuserReq(req);
  const me = str(req.auth?.record['id']);
  const invite = await findById(core, core.db, 'invites', id);
  const circle = invite ? await findById(core, core.db, 'circles', invite.data.circle) : null;
  const mine = invite && (su || invite.data.inviter === me || (circle && circle.data.owner === me));
  if (!invite || !mine || invite.data.kind !== 'circle') throw new ApiError(404);
  if (!['pending', 'expired'].includes(invite.data.status))
    throw new ProductError(400, msg('error.circle.invite.answered'));
  const count = Number(invite.data.sent_count ?? 0);
  const send = bodyOf(req)['send'] !== false;
  if (send && count >= MAX_SENDS)
    throw new ProductError(400, msg('error.circle.invite.resend_limit', { max: MAX_SENDS }));
  const token = newToken();
  const record = await core.db.transaction((q) =>
    patch(core, q, invite, {
      token: hashToken(token),
      expires: daysFromNow(INVITE_DAYS),
      ...(send ? { sent_count: count + 1, last_sent: nowString() } : {}),
      status: 'pending',
    }),
  );
  rememberToken(record, token);
  const mail = send ? await mailIssuedInvite(core, record) : 'not_requested';
  return { invite: recordToJSON(record, { viewerId: me }), link: inviteLink(core.settings.get().meta.appURL, token), mail };
}

export function inviteRoutes(ctx: CoveyRouteContext): CoveyRouteGroup {
  const { core } = ctx;
  return (scope: FastifyInstance) => {
    scope.post('/api/invites', async (req) => create(core, req));
    scope.get('/api/invites/summary', async (req) => summary(core, req));
    scope.post('/api/invites/accept', async (req) => accept(core, req));
    scope.post<{ Params: { id: string } }>('/api/invites/:id/resend', async (req) => resend(core, req, req.params.id));
  };
}
