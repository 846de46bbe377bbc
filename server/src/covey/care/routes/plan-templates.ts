/** `GET /api/plan-templates`: the plan templates (data from covey/care/plan-templates.ts) for signed-in staff and members. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../util/api-error.js';
import { PLAN_TEMPLATES } from '../plan-templates.js';

export function registerPlanTemplateRoutes(scope: FastifyInstance): void {
  scope.get('/api/plan-templates', async (req) => {
    if (!req.auth) throw new ApiError(401, 'The request requires valid record authorization token.');
    return { items: PLAN_TEMPLATES };
  });
}
