/**
 * - `POST /api/oauth/clients/{id}/secret` — the owner of a confidential client gets a new client
 *   secret, shown once (only its keyed hash is stored; the previous secret stops working);
 * - `GET /api/oauth/grants` — the signed-in person's live grants with the app's public card (name,
 *   homepage, developer), which the person may not read through `oauth_clients` (owner only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { requireAuth } from '../../../core/rules/request-guards.js';
import { collection, findById, str } from '../../hooks/context.js';
import { findRecords } from '../oauth/oauth-store.js';
import { store } from '../../store/store.js';
import { hashSecret, randomSecret } from '../credentials/secret.js';
import type { StoreRecord } from '../../store/store.js';
import { msg, ProductError } from '../../i18n/product-error.js';

export function oauthClientsRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/oauth/clients/:id/secret', async (req: FastifyRequest) => {
      requireAuth(req);
      const id = (req.params as { id: string }).id;
      const client = await findById(core, core.db, 'oauth_clients', id);
      if (!client || client.data.owner !== str(req.auth!.record['id']))
        throw new ProductError(404, msg('error.oauth_clients.app_was_not_found'));
      if (client.data.type !== 'confidential')
        throw new ProductError(400, msg('error.oauth_clients.public_apps_use_pkce'));
      const secret = randomSecret('cs_');
      await store(core).update(client, { secret_hash: await hashSecret(core, secret) });
      return { client_id: client.data.client_id, client_secret: secret };
    });

    scope.get('/api/oauth/grants', async (req: FastifyRequest) => {
      requireAuth(req);
      const me = str(req.auth!.record['id']);
      const grants = ((await findRecords(core, collection(core, 'oauth_grants'), 'user', me)) as StoreRecord<'oauth_grants'>[]).filter(
        (g) => g.data.revoked !== true,
      );
      const items = [];
      for (const g of grants) {
        const client = await findById(core, core.db, 'oauth_clients', g.data.client);
        const owner = client ? await findById(core, core.db, 'users', client.data.owner) : null;
        const member = await findById(core, core.db, 'members', g.data.member);
        items.push({
          id: g.data.id,
          scopes: g.data.scopes,
          created: g.data.created,
          last_used: g.data.last_used,
          client: {
            name: str(client?.data.name) || 'A removed app',
            homepage: str(client?.data.homepage),
            developer: str(owner?.data.name),
            verified: str(client?.data.status) === 'approved',
          },
          member: {
            id: str(member?.data.id),
            name: `${str(member?.data.first_name)} ${str(member?.data.last_name)}`.trim(),
            self: str(member?.data.user) === me,
          },
        });
      }
      return { items: items.reverse() };
    });
  };
}
