/**
 * Scheduled backups (settings `backups.cron` / `backups.cronMaxKeep`): the system cron job
 * `__pbAutoBackup__` (PocketBase's id) creates `@auto_pb_backup_<app>_<ts>.zip` and keeps only the
 * newest `cronMaxKeep` automatic backups. Re-registered whenever the settings change.
 */
import type { Scheduler } from '../../cron/scheduler.js';
import type { SettingsStore } from '../settings/settings.js';
import { AUTO_BACKUP_PREFIX, defaultBackupName } from './backup-names.js';
import type { BackupService } from './backup-service.js';

const AUTO_BACKUP_JOB = '__pbAutoBackup__';

async function runAutoBackup(backups: BackupService, settings: SettingsStore): Promise<void> {
  const s = settings.get();
  await backups.create(defaultBackupName(s.meta.appName, AUTO_BACKUP_PREFIX));
  const maxKeep = s.backups.cronMaxKeep;
  if (maxKeep <= 0) return;
  const autos = (await backups.list())
    .filter((b) => b.key.startsWith(AUTO_BACKUP_PREFIX))
    .sort((a, b) => b.modified.getTime() - a.modified.getTime() || (a.key < b.key ? 1 : -1));
  for (const old of autos.slice(maxKeep)) await backups.delete(old.key);
}

/** registers the job now and after every settings change; returns the unsubscribe function */
export function installAutoBackup(scheduler: Scheduler, settings: SettingsStore, backups: BackupService): () => void {
  const load = () => {
    const cron = settings.get().backups.cron.trim();
    if (!cron) scheduler.remove(AUTO_BACKUP_JOB);
    else scheduler.add(AUTO_BACKUP_JOB, cron, () => runAutoBackup(backups, settings));
  };
  load();
  return settings.onChange((next, prev) => {
    if (next.backups.cron !== prev.backups.cron) load();
  });
}
