/**
 * Authorization guards shared by route groups (contract §1.4, §10).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../util/api-error.js';
import { isSuperuserReq } from './request-context.js';

export function requireAuth(req: FastifyRequest): void {
  if (!req.auth) throw new ApiError(401, 'The request requires valid record authorization token.');
}

export function requireSuperuser(req: FastifyRequest): void {
  requireAuth(req);
  if (!isSuperuserReq(req)) throw new ApiError(403, 'The authorized record is not allowed to perform this action.');
}
