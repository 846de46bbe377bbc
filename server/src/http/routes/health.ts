/** `GET /api/health` (contract §10) */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSuperuserReq } from '../request-context.js';

export function registerHealthRoutes(server: FastifyInstance): void {
  // synchronous: the probe every load balancer polls costs no promise (decision 0038)
  const handler = (req: FastifyRequest) => ({
    message: 'API is healthy.',
    code: 200,
    data: isSuperuserReq(req) ? { canBackup: true, realIP: req.ip, possibleProxyHeader: '' } : {},
  });
  server.get('/api/health', handler);
}
