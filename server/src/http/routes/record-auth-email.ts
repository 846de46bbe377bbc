/**
 * Email flows of auth collections (contract §6.7): verification, password reset, email change.
 * Every action answers 204; the request-* answers do not depend on whether the address is known.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import { authCollectionOr404 } from '../../core/auth/auth-service.js';
import type { AuthFlowDeps } from '../../core/auth/flow-deps.js';
import { confirmVerification, requestVerification } from '../../core/auth/verification.js';
import { confirmPasswordReset, requestPasswordReset } from '../../core/auth/password-reset.js';
import { confirmEmailChange, requestEmailChange } from '../../core/auth/email-change.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { readBody } from '../body.js';
import { requireAuth } from '../guards.js';

type P = { collection: string };
const base = '/api/collections/:collection';

export function registerRecordAuthEmailRoutes(server: FastifyInstance, deps: AuthFlowDeps): void {
  const { app } = deps;
  const action = (path: string, run: (c: ReturnType<typeof authCollectionOr404>, body: Record<string, unknown>) => Promise<void>) =>
    server.post<{ Params: P }>(`${base}/${path}`, async (req, reply) => {
      const c = authCollectionOr404(app, req.params.collection);
      const { data } = await readBody(req);
      await run(c, data);
      return reply.code(204).send();
    });

  action('request-verification', (c, body) => requestVerification(deps, c, body));
  action('confirm-verification', (c, body) => confirmVerification(deps, c, body));
  action('request-password-reset', (c, body) => requestPasswordReset(deps, c, body));
  action('confirm-password-reset', (c, body) => confirmPasswordReset(deps, c, body));
  action('confirm-email-change', (c, body) => confirmEmailChange(deps, c, body));

  server.post<{ Params: P }>(`${base}/request-email-change`, async (req, reply) => {
    const c = authCollectionOr404(app, req.params.collection);
    requireAuth(req);
    if (req.auth!.collection.id !== c.id) throw new ApiError(403, `The request requires auth record from ${req.auth!.collection.name} collection.`);
    const record = await findRecordById(app.db, c, String(req.auth!.record['id']));
    if (!record) throw new ApiError(401, 'The request requires valid record authorization token.');
    const { data } = await readBody(req);
    await requestEmailChange(deps, record, data);
    return reply.code(204).send();
  });
}
