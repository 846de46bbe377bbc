/**
 * `POST /api/members/use-for-myself` (product.md §4 "Caregivers"): a caregiver account (its member
 * row has `source = "circle"`, made when a circle invitation was accepted on a fresh sign-up)
 * chooses to use Covey for themselves. The row becomes an ordinary community member at the first
 * onboarding step, so the member onboarding (and with it the counselor match) starts. Answers the
 * updated member row; anyone else gets a clear 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { isSuperuserReq, requireAuth } from '../../../core/rules/request-guards.js';
import { patch, str } from '../../hooks/context.js';
import { store } from '../../store/store.js';
import { msg, ProductError } from '../../i18n/product-error.js';

async function useForMyself(core: CoreApp, req: FastifyRequest) {
  requireAuth(req);
  if (isSuperuserReq(req) || req.auth?.collection.name !== 'users') {
    throw new ProductError(403, msg('error.account.use_for_myself_own'));
  }
  const userId = str(req.auth.record['id']);
  return core.db.transaction(async (q) => {
    const row = await store(core, q).findFirst('members', 'user = {:u}', { params: { u: userId } });
    if (!row || row.data.source !== 'circle') {
      throw new ProductError(400, msg('error.account.use_for_myself_already'));
    }
    const updated = await patch(core, q, row, {
      source: 'community',
      status: 'onboarding',
      onboarding_step: 'guide',
    });
    return recordToJSON(updated, { viewerId: userId });
  });
}

export function useForMyselfRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/members/use-for-myself', async (req) => useForMyself(core, req));
  };
}
