/**
 * `GET /api/realtime` (SSE stream) and `POST /api/realtime` (set a client's subscriptions),
 * contract §7.1–7.2.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import { validateSubscriptionKeys } from '../../realtime/subscription.js';
import type { Broker } from '../../realtime/broker.js';
import { RealtimeClient } from '../../realtime/client.js';
import { openSseStream, type SseOptions } from '../../realtime/sse.js';
import type { AuthInfo } from '../../core/rules/request-info.js';
import { readBody } from '../body.js';
import { tokenFromHeader } from '../request-context.js';

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

/** a subscription change for a realtime client this instance does not hold (several instances on one database) */
export interface RelayedSubscribe {
  clientId: string;
  subscriptions: unknown;
  /** the caller's address (checked like a local POST's, and given to API keys bound to addresses) */
  ip: string;
  /** the caller's bearer token, resolved again by the owner exactly as a local request's */
  token: string;
}

/** the owner's answer to a relayed subscription change */
export interface RelayAnswer {
  status: number;
  message?: string;
  data?: ErrorData;
}

export interface RealtimeRelay {
  /** asks the instance holding the client to apply the change; null when no instance holds it */
  forward(change: RelayedSubscribe): Promise<RelayAnswer | null>;
}

/**
 * Applies a subscription change to a client held here, with PocketBase's checks: the POST comes
 * from the client's address, and once the client is authenticated the POST's auth must be the
 * same record (a different or missing auth is a 403; a guest client may become authenticated).
 */
export function applySubscription(
  client: RealtimeClient,
  change: { ip: string; subscriptions: unknown },
  auth: AuthInfo | null,
): void {
  if (client.ip && client.ip !== change.ip) throw new ApiError(400, 'Invalid realtime client.');
  const current = (client.auth ?? null) as AuthInfo | null;
  if (current && !sameAuth(current, auth)) {
    throw new ApiError(403, "The current and the previous request authorization don't match.");
  }
  client.setSubscriptions(change.subscriptions);
  client.auth = auth;
}

export interface RealtimeRouteOptions {
  sse?: SseOptions;
  /** set once the cluster bus is up: subscription changes for clients held by other instances */
  relay?: () => RealtimeRelay | null;
  /**
   * the caller's address as the rate limiter sees it (behind a trusted proxy, the forwarded one):
   * a subscription POST must come from the address that opened the stream
   */
  clientIp?: (req: FastifyRequest) => string;
}

export function registerRealtimeRoutes(server: FastifyInstance, broker: Broker, opts: RealtimeRouteOptions = {}): void {
  const ipOf = (req: FastifyRequest) => opts.clientIp?.(req) ?? req.ip;
  server.get('/api/realtime', async (req, reply) => {
    const client = new RealtimeClient({ ip: ipOf(req) });
    broker.register(client);
    reply.hijack();
    reply.raw.setHeader('Access-Control-Allow-Origin', '*');
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    openSseStream(req.raw, reply.raw, client, opts.sse ?? {});
  });

  server.post('/api/realtime', async (req, reply) => {
    const { data } = await readBody(req);
    const { id, subscriptions } = validateForm(data);
    const client = broker.get(id);
    if (client) {
      applySubscription(client, { ip: ipOf(req), subscriptions }, req.auth);
      return reply.code(204).send();
    }
    // behind a load balancer the SSE stream may be held by another instance
    const relay = opts.relay?.();
    const answer = relay
      ? await relay.forward({
          clientId: id,
          subscriptions,
          ip: ipOf(req),
          token: tokenFromHeader(req.headers.authorization),
        })
      : null;
    if (!answer) throw new ApiError(404, 'Missing or invalid client id.');
    if (answer.status >= 400) throw new ApiError(answer.status, answer.message, answer.data);
    return reply.code(204).send();
  });
}
