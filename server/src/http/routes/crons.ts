/**
 * Cron jobs (contract §10), superusers only: list, and run one now in the background. The answer
 * waits (at most a few seconds) for a short job to finish, so a caller that reads right after sees
 * its effect whatever the database's latency; a long job goes on after the answer.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { Scheduler } from '../../cron/scheduler.js';
import { requireSuperuser } from '../guards.js';

const WAIT_MS = 5000;

export function registerCronRoutes(server: FastifyInstance, scheduler: Scheduler): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.get('/api/crons', async () => scheduler.list());
  server.post<{ Params: { id: string } }>('/api/crons/:id', async (req, reply) => {
    const running = scheduler.runNow(req.params.id);
    if (!running) throw new ApiError(404, 'Missing or invalid cron job.');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((r) => (timer = setTimeout(r, WAIT_MS)))]);
    clearTimeout(timer);
    return reply.code(204).send();
  });
}
