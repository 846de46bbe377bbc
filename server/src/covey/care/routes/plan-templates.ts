/** `GET /api/plan-templates`: the plan templates (data from covey/care/plan-templates.ts) for signed-in staff and members. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../util/api-error.js';
import { PLAN_TEMPLATES, templateIn } from '../plan-templates.js';
import { requestLocale } from '../../i18n/negotiate.js';

export function registerPlanTemplateRoutes(scope: FastifyInstance): void {
  scope.get('/api/plan-templates', async (req) => {
    if (!req.auth) throw new ApiError(401, 'The request requires valid record authorization token.');
    // in the request's language (the signed-in person's, else Accept-Language)
    const locale = requestLocale(req.auth, req.headers['accept-language']);
    return { items: PLAN_TEMPLATES.map((template) => templateIn(template, locale)) };
  });
}
