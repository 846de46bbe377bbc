/**
 * Auth flows (verification, reset, email change, OTP, MFA, OAuth2) — issue 6. The rate-limit
 * hook is installed on the root server by create-app (http/middleware/rate-limit.ts).
 */
import { createAuthFlowDeps } from '../core/auth/flow-deps.js';
import { registerRecordAuthEmailRoutes } from '../http/routes/record-auth-email.js';
import { registerRecordAuthOtpRoutes } from '../http/routes/record-auth-otp.js';
import { registerRecordAuthOAuth2Routes } from '../http/routes/record-auth-oauth2.js';
import type { AppContext, FeatureWiring } from './route-group.js';

export function authFlowsWiring(ctx: AppContext): FeatureWiring {
  const deps = createAuthFlowDeps(ctx.core);
  return {
    routes: [
      (scope) => registerRecordAuthEmailRoutes(scope, deps),
      (scope) => registerRecordAuthOtpRoutes(scope, deps),
      (scope) => registerRecordAuthOAuth2Routes(scope, ctx.core, ctx.broker),
    ],
  };
}
