/**
 * A member's own two-step sign-in (`users.mfa_on`, issue 29; migration covey-member-mfa): it needs
 * email, so turning it on while Covey cannot send mail is refused with the reason and the next step
 * (the users' MFA rule would never ask for a code the person cannot receive). The demo kiosk account
 * cannot turn it on. Turning it off is always allowed (the screen asks the person to confirm).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { mailConfigured } from '../../../core/auth/auth-mail.js';
import { eventOf, reject, trusted, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

function checkTurnOn(core: CoreApp, e: RecordEventOf<'users'>): void {
  const d = e.record.data;
  if (d.mfa_on !== true || e.original?.data.mfa_on === true || trusted(e)) return;
  if (d.role === 'demo') reject(e, 'mfa_on', msg('error.account.mfa_not_demo'), 'validation_not_allowed');
  if (!mailConfigured(core)) reject(e, 'mfa_on', msg('error.account.mfa_needs_mail'), 'validation_mail_off');
}

export function installMemberMfaHooks(core: CoreApp): void {
  const isUsers = (e: RecordEvent) => e.record.collection.name === 'users';
  core.hooks.recordCreate.add((e) => checkTurnOn(core, eventOf(e, 'users')), isUsers);
  core.hooks.recordUpdate.add((e) => checkTurnOn(core, eventOf(e, 'users')), isUsers);
}
