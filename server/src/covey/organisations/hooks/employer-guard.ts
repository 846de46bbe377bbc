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

const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'mail.com',
  'zoho.com', 'yandex.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'fastmail.com', 'hey.com',
]);

function onEmployerUpdate(e: RecordEventOf<'employers'>): void {
  if (trusted(e)) return;
  const before = new Set(list(e.original?.data.admins));
  if (e.record.data.admins.some((id) => !before.has(id))) {
    reject(e, 'admins', 'Invite a co-admin by email instead; they join when they accept.', 'validation_invalid_value');
  }
  const domain = e.record.data.eligibility_domain.trim().toLowerCase().replace(/^@/, '');
  if (domain !== str(e.original?.data.eligibility_domain).trim().toLowerCase().replace(/^@/, '') && PUBLIC_MAIL_DOMAINS.has(domain)) {
    reject(e, 'eligibility_domain', 'Use your company’s own email domain, not a public mail provider.', 'validation_invalid_value');
  }
}

function onEmployerCreate(e: RecordEventOf<'employers'>): void {
  if (trusted(e)) return;
  if (e.record.data.admins.length) {
    reject(e, 'admins', 'Invite the first admin by email once the employer exists.', 'validation_invalid_value');
  }
  const domain = e.record.data.eligibility_domain.trim().toLowerCase().replace(/^@/, '');
  if (PUBLIC_MAIL_DOMAINS.has(domain)) {
    reject(e, 'eligibility_domain', 'Use the company’s own email domain, not a public mail provider.', 'validation_invalid_value');
  }
}

export function installEmployerGuardHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'employers';
  core.hooks.recordUpdate.add((e) => onEmployerUpdate(eventOf(e, 'employers')), on);
  core.hooks.recordCreate.add((e) => onEmployerCreate(eventOf(e, 'employers')), on);
}
