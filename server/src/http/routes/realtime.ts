/**
 * `GET /api/realtime` (SSE stream) and `POST /api/realtime` (set a client's subscriptions),
 * contract §7.1–7.2.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { Broker } from '../../realtime/broker.js';
import { RealtimeClient } from '../../realtime/client.js';
import { openSseStream, type SseOptions } from '../../realtime/sse.js';
import type { AuthInfo } from '../../core/rules/request-info.js';
import { readBody } from '../body.js';

const sameAuth = (a: AuthInfo | null, b: AuthInfo | null) =>
  a?.collection.id === b?.collection.id && a?.record['id'] === b?.record['id'];

export function registerRealtimeRoutes(server: FastifyInstance, broker: Broker, sse: SseOptions = {}): void {
  server.get('/api/realtime', async (req, reply) => {
    const client = new RealtimeClient({ ip: req.ip });
    broker.register(client);
    reply.hijack();
    reply.raw.setHeader('Access-Control-Allow-Origin', '*');
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    openSseStream(req.raw, reply.raw, client, sse);
  });

  server.post('/api/realtime', async (req, reply) => {
    const { data } = await readBody(req);
    const id = typeof data['clientId'] === 'string' ? data['clientId'] : '';
    const client = id ? broker.get(id) : undefined;
    if (!client) throw new ApiError(404, 'Missing or invalid client id.');
    if (client.ip && client.ip !== req.ip) throw new ApiError(400, 'Invalid realtime client.');
    const current = (client.auth ?? null) as AuthInfo | null;
    if (current && !sameAuth(current, req.auth)) {
      throw new ApiError(403, "The current and the previous request authorization don't match.");
    }
    client.setSubscriptions(data['subscriptions'] ?? []);
    client.auth = req.auth;
    return reply.code(204).send();
  });
}
