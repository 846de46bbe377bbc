/**
 * Log retention (settings `logs.maxDays` / `logs.minLevel`): the system cron job
 * `__pbLogsCleanup__` (every 6 hours) deletes logs older than maxDays; a settings change removes
 * at once what the new settings no longer keep.
 */
import type { Scheduler } from '../../cron/scheduler.js';
import type { SettingsStore } from '../settings/settings.js';
import type { LogStore } from './log-store.js';

const LOGS_CLEANUP_JOB = '__pbLogsCleanup__';

export function installLogsRetention(scheduler: Scheduler, settings: SettingsStore, store: LogStore): () => void {
  scheduler.add(LOGS_CLEANUP_JOB, '0 */6 * * *', async () => {
    await store.deleteOld(settings.get().logs.maxDays);
  });
  return settings.onChange(async (next, prev) => {
    if (next.logs.maxDays === prev.logs.maxDays && next.logs.minLevel === prev.logs.minLevel) return;
    await store.deleteOld(next.logs.maxDays, next.logs.minLevel);
  });
}
