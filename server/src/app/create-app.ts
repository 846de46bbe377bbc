/**
 * The composition root: opens the database in the data folder, builds the core, applies pending
 * migrations, and assembles the HTTP server from the feature wirings. The only place that
 * chooses the dialect and the concrete drivers.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exclusiveSchemaWork, openStore } from '../storage/open-store.js';
import { openClusterBus } from '../storage/cluster-bus.js';
import { installCluster, rateLimitShare } from './cluster-wiring.js';
import { CoreApp } from '../core/core-app.js';
import { LocalFilesDriver } from '../files/local-driver.js';
import { SwitchingFilesDriver } from '../files/switching-driver.js';
import { createHttpServer } from '../http/server.js';
import { registerSettingsRoutes } from '../http/routes/settings.js';
import { registerRealtimeRoutes, type RealtimeRelay } from '../http/routes/realtime.js';
import { clientIp } from '../http/middleware/rate-limit-rules.js';
import { installRealtimeRelay } from './realtime-relay.js';
import { registerFileRoutes } from '../http/routes/files.js';
import { webConfigFromEnv } from '../http/routes/static-spa.js';
import { MIGRATIONS } from '../migrations/index.js';
import { migrateUp } from '../migrations/runner.js';
import { Broker } from '../realtime/broker.js';
import { installRecordPublisher } from '../core/realtime/record-publisher.js';
import { installCoveyHooks } from '../covey/install.js';
import { localizeRequestError } from '../covey/i18n/localize-error.js';
import type { AppContext, FeatureWiring } from './route-group.js';
import { authFlowsWiring } from './auth-flows-wiring.js';
import { operatorWiring } from './operator-wiring.js';
import { coveyWiring } from './covey-wiring.js';
import { SettingsMailer } from './settings-mailer.js';
import { installRateLimit } from '../http/middleware/rate-limit.js';

/** schema work alone across instances sharing a database (for the migrate command) */
export { exclusiveSchemaWork };

/**
 * Applies pending migrations alone across the instances sharing the database; the registry is
 * reloaded first (another instance may have migrated while this one waited for the lock).
 */
export function migrateShared(core: CoreApp): Promise<string[]> {
  return exclusiveSchemaWork(core.db, async () => {
    await core.collections.load();
    return migrateUp(core, MIGRATIONS);
  });
}

export interface AppConfig {
  dataDir: string;
  /** a postgres:// URL (default: COVEY_DATABASE_URL, else SQLite files in dataDir) */
  databaseUrl?: string;
  /** built web app to serve (web/dist), when present */
  webDist?: string;
  /** apply pending migrations at start (serve does; the migrate command does not) */
  migrate?: boolean;
  logger?: boolean;
  /** called when a feature asks for the app to be reopened (backup restore) */
  onRestartRequest?: () => void;
}

export interface Covey {
  core: CoreApp;
  http: FastifyInstance;
  broker: Broker;
  close(): Promise<void>;
}

/** `databaseUrl`: a postgres:// URL, else COVEY_DATABASE_URL, else SQLite in the data folder */
export async function openCore(dataDir: string, databaseUrl?: string): Promise<CoreApp> {
  mkdirSync(dataDir, { recursive: true });
  const { db, schema } = await openStore(dataDir, databaseUrl);
  // record files follow settings.s3 at runtime (S3 when enabled, else the data folder)
  let settingsOf: CoreApp | null = null;
  const files = new SwitchingFilesDriver(
    new LocalFilesDriver(join(dataDir, 'storage')),
    () => settingsOf?.settings.get().s3,
  );
  const core = new CoreApp({ db, schema, dataDir, files });
  settingsOf = core;
  try {
    await exclusiveSchemaWork(db, () => core.bootstrap());
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return core;
}

export async function createApp(config: AppConfig): Promise<Covey> {
  const core = await openCore(config.dataDir, config.databaseUrl);
  // instances starting together on one PostgreSQL database migrate one after the other
  if (config.migrate !== false) await migrateShared(core);
  const broker = new Broker({ onError: (err) => console.error('realtime delivery failed', err) });
  installRecordPublisher(core, broker);
  installCoveyHooks(core);
  core.mailer = new SettingsMailer(core.settings);
  let relay: RealtimeRelay | null = null;
  const ctx: AppContext = { core, broker, requestRestart: () => config.onRestartRequest?.() };
  const operator = operatorWiring(ctx);
  const features: FeatureWiring[] = [
    {
      routes: [
        (scope) => registerSettingsRoutes(scope, core.settings),
        (scope) =>
          registerRealtimeRoutes(scope, broker, {
            relay: () => relay,
            clientIp: (req) =>
              clientIp(
                { remoteAddress: req.socket.remoteAddress, headers: req.headers },
                core.settings.get().trustedProxy,
              ),
          }),
        (scope) => registerFileRoutes(scope, core),
      ],
    },
    authFlowsWiring(ctx),
    operator,
    coveyWiring(ctx, operator.scheduler),
  ];
  const http = await createHttpServer(core, {
    logger: config.logger,
    webDist: config.webDist,
    webConfig: () => ({ ...webConfigFromEnv(), requireVerifiedEmail: core.settings.get().smtp.enabled }),
    batchSettings: () => core.settings.get().batch,
    extraRoutes: features.flatMap((f) => f.routes),
    localizeError: localizeRequestError,
  });
  // several instances on one PostgreSQL database: realtime, schema, settings, rate limits and crons across them
  const bus = await openClusterBus(core.db);
  const offRateLimit = installRateLimit(http, core, bus ? rateLimitShare(bus) : undefined);
  const uninstallCluster = bus ? installCluster(core, broker, operator.scheduler, bus) : () => undefined;
  // realtime subscription changes for SSE clients held by another instance (no sticky sessions needed)
  if (bus) relay = installRealtimeRelay(core, broker, bus);
  for (const f of features) await f.start?.();
  return {
    core,
    http,
    broker,
    async close() {
      broker.closeAll();
      await closeHttp(http);
      uninstallCluster();
      offRateLimit();
      await bus?.close();
      for (const f of features) await f.close?.();
      await core.db.close();
    },
  };
}

/**
 * Stops accepting connections and waits for requests in flight. Keep-alive sockets that become
 * idle after the close began are closed as they go idle (otherwise they would hold the close open
 * until their keep-alive timeout); after 10 s whatever is left is cut.
 */
async function closeHttp(http: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => http.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => http.server.closeAllConnections(), 10_000);
  try {
    await http.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
