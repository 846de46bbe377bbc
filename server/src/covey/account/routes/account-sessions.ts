/**
 * "Sign out other devices" on /account (product.md §4 "active sessions"):
 * - `POST /api/account/sessions/end-others` → `{token, record}`: the account gets a new tokenKey, so every
 *   auth token signed before (other browsers, phones, a token someone copied) stops working, exactly as a
 *   password change ends them; this device gets a fresh token in the answer and stays signed in.
 * Sessions are stateless tokens (as in PocketBase), so there is no list of them to show; OAuth2 apps and
 * API keys are not sessions and are managed in their own sections.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../util/api-error.js';
import { issueAuthToken } from '../../../core/auth/auth-service.js';
import { newTokenKey } from '../../../core/records/record-auth-fields.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { findById, patch } from '../../hooks/context.js';
import type { CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';
import { accountUserId } from './account-deletion.js';

export function accountSessionRoutes({ core }: CoveyRouteContext): CoveyRouteGroup {
  return (scope: FastifyInstance) => {
    scope.post('/api/account/sessions/end-others', async (req) => {
      const id = accountUserId(req);
      const record = await core.db.transaction(async (q) => {
        const user = await findById(core, q, 'users', id);
        if (!user) throw new ApiError(404);
        return patch(core, q, user, { tokenKey: newTokenKey() });
      });
      return {
        token: await issueAuthToken(record),
        record: recordToJSON(record, { forceEmail: true, viewerId: id }),
      };
    });
  };
}
