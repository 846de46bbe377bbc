/**
 * What operators are told while staff MFA waits for mail (decision 0031): the serve banner and the
 * `staff add` / `superuser` commands print it; the web app reads the same state from auth-methods.
 */
import type { CoreApp } from '../../core/core-app.js';
import { mailConfigured } from '../../core/auth/auth-mail.js';

export const STAFF_MFA_WAITS =
  'MFA for staff starts when mail is set up: until then counselors, employers, brokers and operators sign in with their password alone. Set up mail as an operator (PATCH /api/settings with smtp) to turn the code by mail on.';

/** the notice while mail is off, else null */
export function staffMfaNotice(core: CoreApp): string | null {
  return mailConfigured(core) ? null : STAFF_MFA_WAITS;
}
