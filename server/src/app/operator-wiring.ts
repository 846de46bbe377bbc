/**
 * Operator endpoints (issue 7): settings tests, request logs (auxiliary database), backups and
 * restore, crons. Owns the auxiliary database, the log writer, the backup service and the
 * scheduler; `start()` opens the logs table and the cron timers, `close()` stops and flushes.
 */
import { openAuxiliary } from '../storage/open-store.js';
import { checkSqliteFile } from '../storage/sqlite/sqlite-file-check.js';
import { LocalFilesDriver } from '../files/local-driver.js';
import { Scheduler } from '../cron/scheduler.js';
import { LogStore } from '../core/logs/log-store.js';
import { LogWriter } from '../core/logs/log-writer.js';
import { LOG_LEVEL } from '../core/logs/log-model.js';
import { installLogsRetention } from '../core/logs/logs-retention.js';
import { BackupService } from '../core/backups/backup-service.js';
import { installAutoBackup } from '../core/backups/auto-backup.js';
import { auxiliaryDbPath, backupsDir } from '../core/backups/data-layout.js';
import { orderedId } from '../util/random.js';
import { registerSettingsTestRoutes } from '../http/routes/settings.js';
import { registerLogRoutes } from '../http/routes/logs.js';
import { registerBackupDownloadRoute, registerBackupRoutes } from '../http/routes/backups.js';
import { registerCronRoutes } from '../http/routes/crons.js';
import { registerSqlRoutes } from '../http/routes/sql.js';
import { installRequestLog } from '../http/middleware/request-log.js';
import type { AppContext, FeatureWiring } from './route-group.js';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function operatorWiring(ctx: AppContext): FeatureWiring & { scheduler: Scheduler } {
  const { core } = ctx;
  const aux = openAuxiliary(core.db, auxiliaryDbPath(core.dataDir));
  const auxDb = aux.db;
  const logs = new LogStore(auxDb);
  // SQLite: one instance per data folder, so ids ordered by time within this process are unique, and
  // appending at the right edge of the id index costs a third of a random insert (decision 0026).
  // PostgreSQL: every instance writes the same table, so random ids as before.
  const writer = new LogWriter(logs, () => core.settings.get().logs, auxDb.dialect.name === 'sqlite' ? { newId: () => orderedId() } : {});
  const scheduler = new Scheduler({
    error(msg, err) {
      console.error(msg, err);
      writer.log(LOG_LEVEL.error, msg, { type: 'cron', error: errorText(err) });
    },
  });
  const backups = new BackupService({
    dataDir: core.dataDir,
    db: core.db,
    auxDb,
    files: core.files,
    store: new LocalFilesDriver(backupsDir(core.dataDir)),
    checkDatabaseFile: checkSqliteFile,
  });
  const unsubscribe: (() => void)[] = [];

  return {
    scheduler,
    routes: [
      (scope) => installRequestLog(scope, core, writer),
      (scope) => registerSettingsTestRoutes(scope, core),
      (scope) => registerLogRoutes(scope, logs),
      (scope) => registerCronRoutes(scope, scheduler),
      (scope) => registerSqlRoutes(scope, core),
      (scope) => registerBackupRoutes(scope, { core, backups, restart: ctx.requestRestart }),
      (scope) => registerBackupDownloadRoute(scope, { core, backups }),
    ],
    async start() {
      await logs.init();
      unsubscribe.push(installLogsRetention(scheduler, core.settings, logs));
      unsubscribe.push(installAutoBackup(scheduler, core.settings, backups));
      // COVEY_CRON_PROBE=<cron expression>: a job that only logs "cron probe" with its slot, so an
      // operator (and the two-instance test) can see that a fleet fires each slot once
      const probe = process.env['COVEY_CRON_PROBE']?.trim();
      if (probe) {
        const everySecond = probe.split(/\s+/).length >= 6;
        scheduler.add('__covey_cron_probe', probe, () => {
          const step = everySecond ? 1000 : 60_000;
          writer.log(LOG_LEVEL.info, 'cron probe', { type: 'cron', slot: new Date(Math.round(Date.now() / step) * step).toISOString() });
        });
      }
      scheduler.start();
    },
    async close() {
      for (const u of unsubscribe.splice(0)) u();
      scheduler.stop();
      await scheduler.whenIdle();
      await writer.close();
      await aux.close();
    },
  };
}
