/** Cron jobs (contract §10), superusers only: list, and run one now in the background. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { Scheduler } from '../../cron/scheduler.js';
import { requireSuperuser } from '../guards.js';

export function registerCronRoutes(server: FastifyInstance, scheduler: Scheduler): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.get('/api/crons', async () => scheduler.list());
  server.post<{ Params: { id: string } }>('/api/crons/:id', async (req, reply) => {
    if (!scheduler.run(req.params.id)) throw new ApiError(404, 'Missing or invalid cron job.');
    return reply.code(204).send();
  });
}
