/**
 * `GET /api/realtime` (SSE stream) and `POST /api/realtime` (set a client's subscriptions),
 * contract §7.1–7.2.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import { validateSubscriptionKeys } from '../../realtime/subscription.js';
import type { Broker } from '../../realtime/broker.js';
import { RealtimeClient } from '../../realtime/client.js';
import { openSseStream, type SseOptions } from '../../realtime/sse.js';
import type { AuthInfo } from '../../core/rules/request-info.js';
import { readBody } from '../body.js';

const sameAuth = (a: AuthInfo | null, b: AuthInfo | null) =>
  a?.collection.id === b?.collection.id && a?.record['id'] === b?.record['id'];

/** PocketBase's subscribe form: `clientId` required (1–255), then the subscription keys, before any lookup */
function validateForm(data: Record<string, unknown>): { id: string; subscriptions: unknown } {
  const raw = data['clientId'];
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new ApiError(400);
  const id = raw ?? '';
  const errors: ErrorData = {};
  if (!id) errors['clientId'] = fieldError('validation_required', 'Cannot be blank.');
  else if (id.length > 255) errors['clientId'] = fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  const subscriptions = data['subscriptions'] ?? [];
  try {
    validateSubscriptionKeys(subscriptions);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Object.assign(errors, err.data);
  }
  if (Object.keys(errors).length) throw new ApiError(400, undefined, errors);
  return { id, subscriptions };
}

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
    const { id, subscriptions } = validateForm(data);
    const client = broker.get(id);
    if (!client) throw new ApiError(404, 'Missing or invalid client id.');
    if (client.ip && client.ip !== req.ip) throw new ApiError(400, 'Invalid realtime client.');
    const current = (client.auth ?? null) as AuthInfo | null;
    if (current && !sameAuth(current, req.auth)) {
      throw new ApiError(403, "The current and the previous request authorization don't match.");
    }
    client.setSubscriptions(subscriptions);
    client.auth = req.auth;
    return reply.code(204).send();
  });
}
