/**
 * Operator endpoints (settings tests, request logs, backups, crons) — wired by the operator
 * endpoints work (issue 7).
 */
import type { AppContext, FeatureWiring } from './route-group.js';

export function operatorWiring(ctx: AppContext): FeatureWiring {
  void ctx;
  return { routes: [] };
}
