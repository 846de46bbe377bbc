import { describe, expect, it } from 'vitest';
import type { CoreApp } from '../../core/core-app.js';
import { STAFF_MFA_WAITS, staffMfaNotice } from './staff-mfa-notice.js';

const core = (enabled: boolean) => ({ settings: { get: () => ({ smtp: { enabled } }) } }) as unknown as CoreApp;

describe('staffMfaNotice', () => {
  it('tells operators that staff MFA waits for mail, only while mail is off', () => {
    expect(staffMfaNotice(core(false))).toBe(STAFF_MFA_WAITS);
    expect(STAFF_MFA_WAITS).toMatch(/^MFA for staff starts when mail is set up/);
    expect(staffMfaNotice(core(true))).toBeNull();
  });
});
