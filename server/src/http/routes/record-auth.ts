/**
 * Auth endpoints of auth collections (contract §6.3–6.6): auth-methods, auth-with-password,
 * auth-refresh, impersonate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../util/api-error.js';
import type { CoreApp, ImpersonateEvent } from '../../core/core-app.js';
import type { AuthCollection } from '../../core/collections/collection.js';
import { authCollectionOr404, checkAuthRule, issueAuthToken, passwordLogin } from '../../core/auth/auth-service.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { expandRecords } from '../../core/records/expand.js';
import { recordToJSON } from '../../core/records/record-json.js';
import type { RecordModel } from '../../core/records/record.js';
import type { RequestContext } from '../../core/rules/request-info.js';
import { readBody } from '../body.js';
import { requireAuth, requireSuperuser } from '../guards.js';
import { firstValues, requestInfo } from '../request-context.js';
import { checkMfa, mfaActive, otpActive } from '../../core/auth/mfa.js';
import { trackAuthOrigin } from '../../core/auth/auth-alert.js';
import { providersInfo } from '../../core/auth/oauth2/oauth2-client.js';
import { requestIp } from '../middleware/rate-limit.js';
import { assertSignInAllowed } from '../../core/auth/auth-gate.js';
import { accountKeys, accountThrottle } from '../../core/auth/account-throttle.js';

type P = { collection: string; id?: string };

export async function authResponse(
  app: CoreApp,
  req: FastifyRequest,
  record: RecordModel,
  context: RequestContext,
  token?: string,
  meta?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const info = requestInfo(req, context);
  await assertSignInAllowed(app, record);
  await checkAuthRule(app, record, info);
  if (!token) {
    // MFA (contract §6.8): a first factor answers 401 {mfaId}; mfaId may come in the body or query
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const mfaId = typeof body['mfaId'] === 'string' ? body['mfaId'] : (firstValues(req.query)['mfaId'] ?? '');
    await checkMfa(app, record, context, mfaId, info);
    if (context === 'password' || context === 'otp' || context === 'oauth2') {
      // any completed sign-in ends the account's password delay (OTP and OAuth2 are the way out of it)
      for (const key of accountKeys(record)) accountThrottle(app).clear(key);
      const ua = String(req.headers['user-agent'] ?? '');
      void trackAuthOrigin(app, record, requestIp(app, req), ua).catch((err: unknown) => console.error('auth: login origin tracking failed', err));
    }
  }
  const finalToken = token ?? (await issueAuthToken(record));
  const expand = firstValues(req.query)['expand'];
  if (expand) await expandRecords(app, [record], expand, { ...info, auth: { collection: record.collection, record: record.data } }, false);
  const body: Record<string, unknown> = {
    token: finalToken,
    record: recordToJSON(record, { forceEmail: true, unhide: record.collection.name === '_superusers', viewerId: String(record.data['id']) }),
  };
  if (meta) body['meta'] = meta;
  return body;
}

/** OTP and MFA show as enabled only while mail can deliver the codes (core/auth/mfa.ts) */
function authMethods(app: CoreApp, c: AuthCollection): Record<string, unknown> {
  const pw = c.passwordAuth.enabled;
  const providers = providersInfo(c);
  const mfa = mfaActive(app, c);
  const otp = otpActive(app, c);
  return {
    password: { identityFields: pw ? c.passwordAuth.identityFields : [], enabled: pw },
    oauth2: { providers, enabled: c.oauth2.enabled },
    mfa: { enabled: mfa, duration: mfa ? c.mfa.duration : 0 },
    otp: { enabled: otp, duration: otp ? c.otp.duration : 0 },
    authProviders: c.oauth2.enabled ? providers.map((p) => ({ ...p, logo: '' })) : null,
    usernamePassword: pw && c.passwordAuth.identityFields.some((f) => f !== 'email'),
    emailPassword: pw && c.passwordAuth.identityFields.includes('email'),
  };
}

export function registerRecordAuthRoutes(server: FastifyInstance, app: CoreApp): void {
  const base = '/api/collections/:collection';
  server.get<{ Params: P }>(`${base}/auth-methods`, async (req) => authMethods(app, authCollectionOr404(app, req.params.collection)));

  server.post<{ Params: P }>(`${base}/auth-with-password`, async (req) => {
    const c = authCollectionOr404(app, req.params.collection);
    const { data } = await readBody(req);
    const record = await passwordLogin(app, c, data);
    return authResponse(app, req, record, 'password');
  });

  server.post<{ Params: P }>(`${base}/auth-refresh`, async (req) => {
    // PocketBase's RequireSameCollectionContextAuth: 401 without auth, then 403 for any other (or a
    // missing, or a non-auth) collection than the token's
    requireAuth(req);
    const c = app.getCollection(req.params.collection);
    if (!c || c.id !== req.auth!.collection.id || c.type !== 'auth') {
      throw new ApiError(403, `The request requires auth record from ${req.auth!.collection.name} collection.`);
    }
    const record = await findRecordById(app.db, c, String(req.auth!.record['id']));
    if (!record) throw new ApiError(401, 'The request requires valid record authorization token.');
    const refreshable = req.authClaims?.['refreshable'] === true;
    return authResponse(app, req, record, 'default', refreshable ? undefined : req.authToken);
  });

  server.post<{ Params: P & { id: string } }>(`${base}/impersonate/:id`, async (req) => {
    requireSuperuser(req);
    const c = authCollectionOr404(app, req.params.collection);
    const { data } = await readBody(req);
    const duration = data['duration'] === undefined || data['duration'] === '' ? 0 : Number(data['duration']);
    if (!Number.isFinite(duration) || duration < 0) {
      throw new ApiError(400, 'An error occurred while validating the submitted data.', {
        duration: fieldError('validation_min_greater_equal_than_required', 'Must be no less than 0.'),
      });
    }
    const record = await findRecordById(app.db, c, req.params.id);
    if (!record) throw new ApiError(404);
    await assertSignInAllowed(app, record);
    // product rules (reason, opt-out, shorter tokens, logging) run in one transaction before the token exists
    const granted = await app.db.transaction(async (q) => {
      const event: ImpersonateEvent = { q, record, duration, body: data, request: requestInfo(req, 'default', data) };
      await app.hooks.impersonate.trigger(event);
      return event.duration;
    });
    const token = await issueAuthToken(record, { refreshable: false, duration: granted });
    return authResponse(app, req, record, 'default', token);
  });
}
