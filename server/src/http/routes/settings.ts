/**
 * `GET/PATCH /api/settings` (contract §10), superusers only. Secrets are never returned.
 */
import type { FastifyInstance } from 'fastify';
import type { SettingsStore } from '../../core/settings/settings.js';
import { readBody } from '../body.js';
import { requireSuperuser } from '../guards.js';

export function registerSettingsRoutes(server: FastifyInstance, settings: SettingsStore): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.get('/api/settings', async () => settings.getRedacted());
  server.patch('/api/settings', async (req) => {
    const { data } = await readBody(req);
    await settings.update(data);
    return settings.getRedacted();
  });
}
