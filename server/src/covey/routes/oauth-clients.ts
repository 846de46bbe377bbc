/**
 * `POST /api/oauth/clients/{id}/secret` — the owner of a confidential client gets a new client
 * secret, shown once (only its keyed hash is stored; the previous secret stops working).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import { requireAuth } from '../../http/guards.js';
import { findById, str } from '../hooks/context.js';
import { hashSecret, randomSecret } from '../credentials/secret.js';

export function oauthClientsRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/oauth/clients/:id/secret', async (req: FastifyRequest) => {
      requireAuth(req);
      const id = (req.params as { id: string }).id;
      const client = await findById(core, core.db, 'oauth_clients', id);
      if (!client || str(client.data['owner']) !== str(req.auth!.record['id']))
        throw new ApiError(404, 'The app was not found.');
      if (str(client.data['type']) !== 'confidential')
        throw new ApiError(400, 'Public apps use PKCE and have no secret.');
      const secret = randomSecret('cs_');
      await core.db.run('UPDATE "oauth_clients" SET "secret_hash" = ? WHERE "id" = ?', [
        await hashSecret(core, secret),
        id,
      ]);
      return { client_id: str(client.data['client_id']), client_secret: secret };
    });
  };
}
