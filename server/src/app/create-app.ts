/**
 * The composition root: opens the database in the data folder, builds the core, applies pending
 * migrations, loads settings and assembles the HTTP server. The only place that chooses the
 * dialect and the concrete drivers.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SqliteDatabase } from '../storage/sqlite/sqlite-database.js';
import { sqliteSchema } from '../storage/sqlite/sqlite-schema.js';
import { getParam, setParam } from '../storage/system-tables.js';
import { CoreApp } from '../core/core-app.js';
import { LocalFilesDriver } from '../files/local-driver.js';
import { SettingsStore } from '../core/settings/settings.js';
import { createHttpServer } from '../http/server.js';
import { registerSettingsRoutes } from '../http/routes/settings.js';
import { webConfigFromEnv } from '../http/routes/static-spa.js';
import { MIGRATIONS } from '../migrations/index.js';
import { Broker } from '../realtime/broker.js';
import { installRecordPublisher } from '../core/realtime/record-publisher.js';
import { registerRealtimeRoutes } from '../http/routes/realtime.js';
import { registerFileRoutes } from '../http/routes/files.js';
import { migrateUp } from '../migrations/runner.js';

export interface AppConfig {
  dataDir: string;
  /** built web app to serve (web/dist), when present */
  webDist?: string;
  /** apply pending migrations at start (serve does; the migrate command does not) */
  migrate?: boolean;
  logger?: boolean;
}

export interface Covey {
  core: CoreApp;
  settings: SettingsStore;
  http: FastifyInstance;
  broker: Broker;
  close(): Promise<void>;
}

export async function openCore(dataDir: string): Promise<CoreApp> {
  mkdirSync(dataDir, { recursive: true });
  const db = new SqliteDatabase({ path: join(dataDir, 'data.db') });
  const files = new LocalFilesDriver(join(dataDir, 'storage'));
  const core = new CoreApp({ db, schema: sqliteSchema, dataDir, files });
  await core.bootstrap();
  return core;
}

export async function createApp(config: AppConfig): Promise<Covey> {
  const core = await openCore(config.dataDir);
  if (config.migrate !== false) await migrateUp(core, MIGRATIONS);
  const settings = new SettingsStore({
    load: () => getParam(core.db, 'settings'),
    save: (json) => setParam(core.db, 'settings', json),
  });
  await settings.load();
  const broker = new Broker({ onError: (err) => console.error('realtime delivery failed', err) });
  installRecordPublisher(core, broker);
  const http = await createHttpServer(core, {
    logger: config.logger,
    webDist: config.webDist,
    webConfig: webConfigFromEnv(),
    batchSettings: () => {
      const b = settings.get().batch;
      return { enabled: b.enabled, maxRequests: b.maxRequests, timeout: b.timeout, maxBodySize: b.maxBodySize };
    },
    extraRoutes: [
      (scope) => registerSettingsRoutes(scope, settings),
      (scope) => registerRealtimeRoutes(scope, broker),
      (scope) => registerFileRoutes(scope, core),
    ],
  });
  return {
    core,
    settings,
    http,
    broker,
    async close() {
      broker.closeAll();
      await http.close();
      await core.db.close();
    },
  };
}
