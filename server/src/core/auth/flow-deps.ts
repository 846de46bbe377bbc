/**
 * Per-app state shared by the auth flows: the per-address mail throttle and the OTP attempt
 * counter. Created once by the auth flows wiring.
 */
import type { CoreApp } from '../core-app.js';
import { MailThrottle } from '../../mail/mail-throttle.js';
import { AttemptCounter } from './attempts.js';

export interface AuthFlowDeps {
  app: CoreApp;
  throttle: MailThrottle;
  otpAttempts: AttemptCounter;
}

export function createAuthFlowDeps(app: CoreApp): AuthFlowDeps {
  return { app, throttle: new MailThrottle(), otpAttempts: new AttemptCounter({ windowMs: 180_000, max: 5 }) };
}
