/**
 * Auth flows (verification, reset, email change, OTP, MFA, OAuth2, rate limits) — wired by the
 * auth flows work (issue 6).
 */
import type { AppContext, FeatureWiring } from './route-group.js';

export function authFlowsWiring(ctx: AppContext): FeatureWiring {
  void ctx;
  return { routes: [] };
}
