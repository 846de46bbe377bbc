/**
 * Request logs (contract §10), superusers only: `GET /api/logs` (list params; filter/sort on
 * id, created, level, message, data, data.<path>), `GET /api/logs/stats` (hourly counts),
 * `GET /api/logs/{id}`, `DELETE /api/logs` (truncate, v0.40).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import { FilterError } from '../../filter/filter-error.js';
import { parseListParams } from '../../query/list-params.js';
import type { LogStore } from '../../core/logs/log-store.js';
import { firstValues } from '../request-context.js';
import { requireSuperuser } from '../guards.js';

export function registerLogRoutes(server: FastifyInstance, logs: LogStore): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));

  server.get('/api/logs', async (req) => logs.list(parseListParams(firstValues(req.query))));

  server.get('/api/logs/stats', async (req) => {
    const filter = firstValues(req.query)['filter'] ?? '';
    try {
      return await logs.stats(filter);
    } catch (err) {
      if (err instanceof FilterError) throw new ApiError(400, 'Invalid filter format.');
      throw new ApiError(400, 'Failed to generate logs stats.');
    }
  });

  server.get<{ Params: { id: string } }>('/api/logs/:id', async (req) => {
    const log = req.params.id ? await logs.view(req.params.id) : null;
    if (!log) throw new ApiError(404);
    return log;
  });

  server.delete('/api/logs', async (_req, reply) => {
    await logs.truncate();
    return reply.code(204).send();
  });
}
