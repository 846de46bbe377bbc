/** `GET /api/ops/overview` (superusers only): the operations home's counts (../ops-overview.ts). */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { requireSuperuser } from '../../../core/rules/request-guards.js';
import { opsOverview } from '../ops-overview.js';

export function opsOverviewRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get('/api/ops/overview', async (req) => {
      requireSuperuser(req);
      return opsOverview(core);
    });
  };
}
