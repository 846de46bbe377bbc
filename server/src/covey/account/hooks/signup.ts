/**
 * Sign-up: a new `users` record gets its defaults (role member, language en, status active,
 * support view allowed) and, when it is a member, its `members` row (status onboarding, step
 * guide, relationship self, source community) and an empty `profiles` row, in the same
 * transaction. (Claiming an HRIS/invite roster row needs the invite-accept route: not here.)
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { eventOf, str, type RecordEventOf } from '../../hooks/context.js';
import { ApiError, fieldError } from '../../../util/api-error.js';
import { isSuperuser } from '../../../core/rules/request-info.js';
import { insertRaw } from '../../hooks/raw-insert.js';

/**
 * A person signing up gives a name (the field itself is optional: OAuth2 sign-ups and accounts
 * made by operators may not have one yet).
 */
function requireSignupName(e: RecordEventOf<'users'>): void {
  const req = e.request;
  if (!req || isSuperuser(req) || req.context === 'oauth2') return;
  if (!e.record.data.name.trim()) {
    throw new ApiError(400, 'Failed to create record.', { name: fieldError('validation_required', 'Cannot be blank.') });
  }
}

function applyUserDefaults(e: RecordEventOf<'users'>): void {
  const d = e.record.data;
  const body = e.request?.body ?? {};
  if (!d.role) d.role = 'member';
  if (!d.language) d.language = 'en';
  if (!d.status) d.status = 'active';
  if (!Object.hasOwn(body, 'allow_support_view')) d.allow_support_view = true;
}

async function createMemberRows(core: CoreApp, e: RecordEventOf<'users'>): Promise<void> {
  const user = e.record.data;
  if (user.role !== 'member') return;
  const email = user.email;
  const [first, ...rest] = user.name.trim().split(/\s+/);
  const member = await insertRaw(core, e.q, 'members', {
    user: user.id,
    first_name: first ?? '',
    last_name: rest.join(' '),
    email,
    relationship: 'self',
    minor: false,
    source: 'community',
    status: 'onboarding',
    onboarding_step: 'guide',
    language: str(user['language']),
  });
  await insertRaw(core, e.q, 'profiles', { member: member.data.id });
}

export function installSignupHooks(core: CoreApp): void {
  const isUsers = (e: RecordEvent) => e.record.collection.name === 'users';
  core.hooks.recordCreate.add((e) => requireSignupName(eventOf(e, 'users')), isUsers);
  core.hooks.recordCreate.add((e) => applyUserDefaults(eventOf(e, 'users')), isUsers);
  core.hooks.recordCreate.add((e) => createMemberRows(core, eventOf(e, 'users')), isUsers);
}
