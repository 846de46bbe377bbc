/** The circle consent the owner signs when inviting (product.md §3.5 `agreements`, document circle_consent). */
import type { CoreApp } from '../../core/core-app.js';
import { logUpdate } from '../activity.js';
import { findById, insert, reject, str, type RecordEventOf } from '../hooks/context.js';
import type { StoreRecord } from '../store/store.js';
import { msg } from '../i18n/product-error.js';

export const CIRCLE_CONSENT_VERSION = '2026-01';

/** circle scopes in the words the circle screens use (activity lines are read by people) */
const SCOPE_WORDS: Record<string, string> = {
  profile: 'profile',
  coverage: 'coverage',
  plans: 'plans and tasks',
  appointments: 'appointments',
  reports: 'bills and claims',
  files: 'files',
  chat: 'counselor chat',
};

/**
 * The owner's consent, signed with the invitation in the same transaction, whichever way the invite
 * is created (`POST /api/invites` or the records API): the invite's `consent` must be true,
 * the `circle_consent` agreement is written and the circle's activity says who was invited to what.
 */
export async function signCircleConsent(core: CoreApp, e: RecordEventOf<'invites'>, userId: string, circle: StoreRecord<'circles'>): Promise<void> {
  const req = e.request;
  if (e.record.data.consent !== true) reject(e, 'consent', msg('error.circle.consent'), 'validation_required');
  const d = e.record.data;
  const me = await findById(core, e.q, 'users', userId);
  await insert(core, e.q, 'agreements', {
    user: userId,
    member: circle.data.member,
    document: 'circle_consent',
    version: CIRCLE_CONSENT_VERSION,
    action: 'accepted',
    signature_name: me ? me.data.name : '',
    circle: d.circle,
    ip: req?.ip ?? '',
    user_agent: str(req?.headers['user_agent']).slice(0, 300),
  });
  const scopes = d.scopes.map((sc) => SCOPE_WORDS[sc] ?? sc).join(', ');
  await logUpdate(core, e.q, {
    actor: userId,
    member: circle.data.member,
    target: 'circles',
    targetId: circle.data.id,
    action: 'shared',
    summary: `Invited ${d.name || d.email} to ${d.access === 'manage' ? 'view and manage' : 'view'}: ${scopes}`,
    msg: { id: 'circle_invited', values: { name: d.name || d.email, access: d.access === 'manage' ? 'manage' : 'view', scopes: d.scopes.join(',') } },
    data: { invite: d.id },
  });
}
