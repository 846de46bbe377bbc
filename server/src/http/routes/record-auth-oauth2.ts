/**
 * OAuth2 endpoints (contract §6.9): `auth-with-oauth2` and `/api/oauth2-redirect` (GET query or
 * POST form), which forwards `{state, code, error}` as the `@oauth2` realtime event to the client
 * whose id is `state` — only if it is subscribed to `@oauth2` and connected from the same IP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCollectionOr404 } from '../../core/auth/auth-service.js';
import { authWithOAuth2 } from '../../core/auth/oauth2/oauth2-auth.js';
import type { CoreApp } from '../../core/core-app.js';
import type { Broker } from '../../realtime/broker.js';
import { readBody } from '../body.js';
import { requestInfo } from '../request-context.js';
import { authResponse } from './record-auth.js';

type P = { collection: string };
const TOPIC = '@oauth2';
const OK_TEXT = 'Auth completed. You can close this window and go back to the app.';
const FAIL_TEXT = 'Failed to authenticate. You can close this window and go back to the app to try again.';

export function registerRecordAuthOAuth2Routes(server: FastifyInstance, app: CoreApp, broker: Broker): void {
  server.post<{ Params: P }>('/api/collections/:collection/auth-with-oauth2', async (req) => {
    const c = authCollectionOr404(app, req.params.collection);
    const { data } = await readBody(req);
    const { record, meta } = await authWithOAuth2(app, c, data, req.auth, requestInfo(req, 'oauth2', data));
    return authResponse(app, req, record, 'oauth2', undefined, meta);
  });

  const redirect = async (req: FastifyRequest, reply: FastifyReply, values: Record<string, unknown>) => {
    const pick = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
    const state = pick('state');
    const client = state ? broker.get(state) : undefined;
    const keys = client ? client.keysForTopic(TOPIC) : [];
    const ok = !!client && keys.length > 0 && (!client.ip || client.ip === req.ip);
    reply.type('text/plain; charset=utf-8');
    if (!ok || !client) return reply.code(200).send(FAIL_TEXT);
    const error = pick('error');
    const data = JSON.stringify({ state, code: pick('code'), ...(error ? { error } : {}) });
    for (const key of keys) client.send({ name: key, data });
    client.setSubscriptions([...client.subscriptions.keys()].filter((k) => !keys.includes(k)));
    return reply.code(200).send(error ? FAIL_TEXT : OK_TEXT);
  };

  server.get('/api/oauth2-redirect', async (req, reply) => redirect(req, reply, (req.query ?? {}) as Record<string, unknown>));
  server.post('/api/oauth2-redirect', async (req, reply) => {
    const { data } = await readBody(req);
    return redirect(req, reply, data);
  });
}
