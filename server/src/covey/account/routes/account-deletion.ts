/**
 * Account deletion as a request (product.md §3.1):
 * - `GET /api/account/deletion` → `{requestedAt, purgeAfter}` ('' when none) for the signed-in user;
 * - `POST /api/account/deletion` → asks to delete the account (idempotent: the first date stays);
 * - `DELETE /api/account/deletion` → cancels the request during the grace period;
 * - `POST /api/account/purge` (superuser) → purges accounts whose 30 days have passed → `{purged: [ids]}`.
 * The same purge runs daily as the `covey_account_purge` cron.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../util/api-error.js';
import { nowString } from '../../../util/dates.js';
import { isSuperuserReq, requireAuth, requireSuperuser } from '../../../core/rules/request-guards.js';
import { notify } from '../../activity.js';
import { purgeAfter, purgeDueAccounts } from '../account-deletion.js';
import { findById, patch } from '../../hooks/context.js';
import type { CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const PATH = '/api/account/deletion';

/** the signed-in `users` record id (superusers and other auth collections have no account to delete) */
export function accountUserId(req: FastifyRequest): string {
  requireAuth(req);
  if (isSuperuserReq(req) || req.auth!.collection.name !== 'users') {
    throw new ProductError(403, msg('error.account.user_only'));
  }
  return String(req.auth!.record['id']);
}

const state = (requestedAt: string) => ({ requestedAt, purgeAfter: requestedAt ? purgeAfter(requestedAt) : '' });

export function accountDeletionRoutes({ core }: CoveyRouteContext): CoveyRouteGroup {
  const load = async (id: string) => {
    const user = await findById(core, core.db, 'users', id);
    if (!user) throw new ApiError(404);
    return user;
  };
  return (scope: FastifyInstance) => {
    scope.get(PATH, async (req) => state((await load(accountUserId(req))).data.deletion_requested_at)); 

    scope.post(PATH, async (req) => {
      const id = accountUserId(req);
      return core.db.transaction(async (q) => {
        const user = await findById(core, q, 'users', id);
        if (!user) throw new ApiError(404);
        const already = user.data.deletion_requested_at;
        if (already) return state(already);
        const now = nowString();
        await patch(core, q, user, { deletion_requested_at: now });
        await notify(core, q, {
          user: id,
          title: msg('notice.account.deletion_requested'),
          body: msg('notice.account.deletion_requested_body', { day: purgeAfter(now).slice(0, 10) }),
          link: '/account',
          kind: 'system',
        });
        return state(now);
      });
    });

    scope.delete(PATH, async (req) => {
      const id = accountUserId(req);
      const user = await load(id);
      if (user.data.deletion_requested_at) await patch(core, core.db, user, { deletion_requested_at: '' });
      return state('');
    });

    scope.post('/api/account/purge', async (req) => {
      requireSuperuser(req);
      return { purged: await purgeDueAccounts(core) };
    });
  };
}
