/**
 * The route table, registered in order. Route groups that need a guard get their own
 * encapsulated scope so the guard applies to them only (Fastify plugins).
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../core/core-app.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerRecordAuthRoutes } from './routes/record-auth.js';
import { registerRecordCrudRoutes } from './routes/record-crud.js';
import { registerBatchRoutes, type BatchSettings } from './routes/batch.js';
import { registerStaticSpa, webConfigFromEnv, type WebConfig } from './routes/static-spa.js';

export interface RouteOptions {
  webDist?: string;
  webConfig?: () => WebConfig;
  batchSettings?: () => BatchSettings;
  /** extra route groups (settings, realtime, files…) registered by the composition root */
  extraRoutes?: ((server: FastifyInstance) => Promise<void> | void)[];
}

const DEFAULT_BATCH: BatchSettings = { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 };

export async function registerRoutes(server: FastifyInstance, app: CoreApp, opts: RouteOptions): Promise<void> {
  registerHealthRoutes(server);
  await server.register(async (scope) => registerCollectionRoutes(scope, app));
  registerRecordAuthRoutes(server, app);
  registerRecordCrudRoutes(server, app);
  registerBatchRoutes(server, app, opts.batchSettings ?? (() => DEFAULT_BATCH));
  for (const extra of opts.extraRoutes ?? []) await server.register(async (scope) => extra(scope));
  await registerStaticSpa(server, opts.webDist, opts.webConfig ?? (() => webConfigFromEnv({})));
}
