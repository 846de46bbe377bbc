/**
 * OTP endpoints (contract §6.8): `request-otp` (200 `{otpId}` for known and unknown addresses)
 * and `auth-with-otp` (auth response; MFA method `otp`).
 */
import type { FastifyInstance } from 'fastify';
import { authCollectionOr404 } from '../../core/auth/auth-service.js';
import type { AuthFlowDeps } from '../../core/auth/flow-deps.js';
import { authWithOtp, requestOtp } from '../../core/auth/otp.js';
import { readBody } from '../body.js';
import { authResponse } from './record-auth.js';

type P = { collection: string };

export function registerRecordAuthOtpRoutes(server: FastifyInstance, deps: AuthFlowDeps): void {
  const base = '/api/collections/:collection';
  server.post<{ Params: P }>(`${base}/request-otp`, async (req) => {
    const c = authCollectionOr404(deps.app, req.params.collection);
    const { data } = await readBody(req);
    return requestOtp(deps, c, data);
  });
  server.post<{ Params: P }>(`${base}/auth-with-otp`, async (req) => {
    const c = authCollectionOr404(deps.app, req.params.collection);
    const { data } = await readBody(req);
    const record = await authWithOtp(deps, c, data);
    return authResponse(deps.app, req, record, 'otp');
  });
}
