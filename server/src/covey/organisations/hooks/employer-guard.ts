/**
 * Employer records changed by their admins or broker (product.md §2, §6): nobody widens anyone's
 * access by editing the record.
 * - `admins` may shrink but never grow through the records API: a co-admin joins through an
 *   invitation (kind `employer_admin`), which proves the mailbox; otherwise an admin could hand any
 *   account (a member, another company's admin) the whole roster by pasting its id. For the same
 *   reason a broker creates a prospect employer without admins and then invites the first one.
 * - `eligibility_domain` may not be a public mail provider: every sign-up with such an address
 *   would be linked to the employer and put on its roster (path 2 in product.md §2).
 * Superusers and server-side writes are not checked.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { list, reject, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'mail.com',
  'zoho.com', 'yandex.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'fastmail.com', 'hey.com',
]);

function onEmployerUpdate(e: RecordEventOf<'employers'>): void {
  if (trusted(e)) return;
  const before = new Set(list(e.original?.data.admins));
  if (e.record.data.admins.some((id) => !before.has(id))) {
    reject(e, 'admins', msg('error.employer_guard.invite_co_admin_by'), 'validation_invalid_value');
  }
  const domain = e.record.data.eligibility_domain.trim().toLowerCase().replace(/^@/, '');
  if (domain !== str(e.original?.data.eligibility_domain).trim().toLowerCase().replace(/^@/, '') && PUBLIC_MAIL_DOMAINS.has(domain)) {
    reject(e, 'eligibility_domain', msg('error.employer_guard.use_company_s_own'), 'validation_invalid_value');
  }
}

function onEmployerCreate(e: RecordEventOf<'employers'>): void {
  if (trusted(e)) return;
  if (e.record.data.admins.length) {
    reject(e, 'admins', msg('error.employer_guard.invite_first_admin_by'), 'validation_invalid_value');
  }
  const domain = e.record.data.eligibility_domain.trim().toLowerCase().replace(/^@/, '');
  if (PUBLIC_MAIL_DOMAINS.has(domain)) {
    reject(e, 'eligibility_domain', msg('error.employer_guard.use_company_s_own_2'), 'validation_invalid_value');
  }
}

export function installEmployerGuardHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'employers';
  core.hooks.recordUpdate.add((e) => onEmployerUpdate(eventOf(e, 'employers')), on);
  core.hooks.recordCreate.add((e) => onEmployerCreate(eventOf(e, 'employers')), on);
}
