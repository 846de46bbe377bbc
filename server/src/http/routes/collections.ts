/**
 * `/api/collections` (contract §2.5), superusers only.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import {
  createCollection,
  deleteCollection,
  dryRunView,
  importCollections,
  truncateCollection,
  updateCollection,
} from '../../core/collections/collection-service.js';
import { blankCollection } from '../../core/collections/collection-defaults.js';
import { listCollections } from '../../core/collections/collection-list.js';
import { parseListParams } from '../../query/list-params.js';
import { readBody } from '../body.js';
import { listProviders } from '../../core/auth/oauth2/providers.js';
import { requireSuperuser } from '../guards.js';
import { firstValues } from '../request-context.js';
import { collectionToJSON } from './collection-json.js';

type P = { collection: string };

/** register inside its own encapsulated scope: the superuser hook applies to these routes only */
export function registerCollectionRoutes(server: FastifyInstance, app: CoreApp): void {
  const find = (idOrName: string) => {
    const c = app.getCollection(idOrName);
    if (!c) throw new ApiError(404);
    return c;
  };
  server.addHook('onRequest', async (req) => {
    // `/api/collections/` matches `:collection` with an empty value: no such route (404 before auth)
    if ((req.params as Partial<P>).collection === '') throw new ApiError(404);
    requireSuperuser(req);
  });
  server.get('/api/collections', async (req) => {
    const result = await listCollections(app, parseListParams(firstValues(req.query)));
    return { ...result, items: result.items.map(collectionToJSON) };
  });
  server.get('/api/collections/meta/scaffolds', async () => ({
    auth: { ...collectionToJSON(blankCollection('auth')), created: '', updated: '' },
    base: { ...collectionToJSON(blankCollection('base')), created: '', updated: '' },
    view: { ...collectionToJSON(blankCollection('view')), created: '', updated: '' },
  }));
  server.get('/api/collections/meta/oauth2-providers', async () => listProviders());
  server.post('/api/collections/meta/dry-run-view', async (req) => {
    const { data } = await readBody(req);
    return dryRunView(app, data['query']);
  });
  server.get<{ Params: P }>('/api/collections/:collection', async (req) => collectionToJSON(find(req.params.collection)));
  server.post('/api/collections', async (req) => {
    const { data } = await readBody(req);
    return collectionToJSON(await createCollection(app, data));
  });
  server.patch<{ Params: P }>('/api/collections/:collection', async (req) => {
    const c = find(req.params.collection);
    const { data } = await readBody(req);
    return collectionToJSON(await updateCollection(app, c, data));
  });
  server.delete<{ Params: P }>('/api/collections/:collection', async (req, reply) => {
    await deleteCollection(app, find(req.params.collection));
    return reply.code(204).send();
  });
  server.delete<{ Params: P }>('/api/collections/:collection/truncate', async (req, reply) => {
    await truncateCollection(app, find(req.params.collection));
    return reply.code(204).send();
  });
  server.put('/api/collections/import', async (req, reply) => {
    const { data } = await readBody(req);
    await importCollections(app, data['collections'], data['deleteMissing'] === true);
    return reply.code(204).send();
  });
}
