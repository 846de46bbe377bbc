/**
 * Who may sign in, and support impersonation (product.md §3.1, §6):
 * - a `users` account whose status is suspended (or any deletion state) is refused at every
 *   sign-in (password, OTP, OAuth2, refresh, impersonation) and its existing tokens stop working
 *   at once (the store's auth gate asks this hook on every token use); entering and leaving the
 *   suspension each give the account a new tokenKey, so no token signed before or during it (auth,
 *   file, password reset, verification) works after a reinstatement; entering it also revokes every
 *   OAuth2 grant and token and every API key, and deletes pending one-time codes and MFA sessions
 *   (leaving it deletes those asked for while suspended) — decision 0031;
 * - a password change ends every OAuth2 grant, as it ends every session (decision 0031);
 * - impersonation is for superusers only (the store's route), needs a `reason`, lasts at most 15
 *   minutes (not refreshable: the store issues such tokens without `refreshable`), is refused when
 *   the user turned off `allow_support_view`, and writes an `updates` row (`impersonated`) and a
 *   notification to the user in the same transaction.
 */
import type { AuthCheckEvent, CoreApp, ImpersonateEvent } from '../../../core/core-app.js';
import type { PasswordValue } from '../../../core/fields/field.js';
import { newTokenKey } from '../../../core/records/record-auth-fields.js';
import { endDelegatedAccess } from '../credentials/end-access.js';
import { ApiError, fieldError } from '../../../util/api-error.js';
import { logUpdate, notify } from '../../activity.js';
import { store } from '../../store/store.js';
import { str, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { dataOf } from '../../../core/records/typed-record.js';
import { msg, ProductError, productField } from '../../i18n/product-error.js';

const REFUSED_STATUSES = new Set(['suspended', 'deleted', 'pending_deletion']);
const IMPERSONATION_MAX_SECONDS = 15 * 60;
const REASON_MAX = 500;

function refuseSuspended(e: AuthCheckEvent): void {
  if (e.record.collection.name !== 'users') return;
  if (REFUSED_STATUSES.has(dataOf(e.record, 'users').status)) throw new ApiError(400, 'Failed to authenticate.');
}

const passwordHash = (data: Record<string, unknown>) => str((data['password'] as PasswordValue | undefined)?.hash);

/**
 * Entering a refused state revokes every token, grant, key and session of the account for good;
 * leaving it signs out whatever was issued meanwhile. A password change ends the OAuth2 grants.
 */
async function revokeOnSuspension(core: CoreApp, e: RecordEventOf<'users'>): Promise<void> {
  if (!e.original || e.record.collection.name !== 'users') return;
  const userId = e.record.data.id;
  const was = REFUSED_STATUSES.has(e.original.data.status);
  const is = REFUSED_STATUSES.has(e.record.data.status);
  if (was !== is) {
    e.record.data.tokenKey = newTokenKey();
    await endDelegatedAccess(core, e.q, userId, { apiKeys: is, signInCodes: true });
  } else if (passwordHash(e.original.data) !== passwordHash(e.record.data)) {
    await endDelegatedAccess(core, e.q, userId, { apiKeys: false, signInCodes: false });
  }
}

async function onImpersonate(core: CoreApp, e: ImpersonateEvent): Promise<void> {
  if (e.record.collection.name !== 'users') return;
  const reason = str(e.body['reason']).trim();
  if (!reason) {
    throw new ApiError(400, 'An error occurred while validating the submitted data.', {
      reason: productField('validation_required', msg('error.account_access.give_reason_viewing_account')),
    });
  }
  if (reason.length > REASON_MAX) {
    throw new ApiError(400, 'An error occurred while validating the submitted data.', {
      reason: fieldError('validation_length_out_of_range', `The length must be between 1 and ${REASON_MAX}.`),
    });
  }
  if (e.record.collection.name === 'users' && dataOf(e.record, 'users').allow_support_view === false) {
    throw new ProductError(403, msg('error.account.support_access_off'));
  }
  e.duration = e.duration > 0 ? Math.min(e.duration, IMPERSONATION_MAX_SECONDS) : IMPERSONATION_MAX_SECONDS;
  const userId = dataOf(e.record, 'users').id;
  const own = await store(core, e.q).findFirst('members', 'user = {:u}', { params: { u: userId } });
  const memberId = own?.data.id ?? '';
  const minutes = Math.max(1, Math.round(e.duration / 60));
  const update = await logUpdate(core, e.q, {
    actor: '',
    member: memberId,
    target: 'members',
    targetId: memberId,
    action: 'impersonated',
    summary: `Covey support viewed your account for up to ${minutes} minutes. Reason: ${reason}`,
    msg: { id: 'support_viewed', values: { minutes, reason } },
    data: { user: userId, reason, seconds: e.duration },
    visibility: 'member',
  });
  await notify(core, e.q, {
    user: userId,
    title: msg('notice.support.viewed'),
    body: msg('notice.support.viewed_body', { reason, minutes }),
    link: '/updates',
    kind: 'system',
    update: update.data.id,
  });
}

export function installAccountAccessHooks(core: CoreApp): void {
  core.hooks.authCheck.add(refuseSuspended);
  core.hooks.recordUpdate.add((e) => revokeOnSuspension(core, eventOf(e, 'users')), (e) => e.record.collection.name === 'users');
  core.hooks.impersonate.add((e) => onImpersonate(core, e));
}
