/** Where things live in the data folder, for backups and restore. */
import path from 'node:path';

/** stored backups (a FilesDriver root); never part of a backup and never replaced by a restore */
const BACKUPS_DIR = 'backups';
/** scratch space inside the data folder (same device, so renames are atomic) */
const TEMP_DIR = '.covey_temp';
/** a verified restore waiting for the restart */
const PENDING_RESTORE = 'restore_pending';
/** what a restore replaces */
export const DATA_ENTRIES = [
  'data.db',
  'data.db-wal',
  'data.db-shm',
  'data.db-journal',
  'auxiliary.db',
  'auxiliary.db-wal',
  'auxiliary.db-shm',
  'auxiliary.db-journal',
  'storage',
] as const;

export const tempDir = (dataDir: string) => path.join(dataDir, TEMP_DIR);
export const pendingRestoreDir = (dataDir: string) => path.join(dataDir, TEMP_DIR, PENDING_RESTORE);
export const backupsDir = (dataDir: string) => path.join(dataDir, BACKUPS_DIR);
export const auxiliaryDbPath = (dataDir: string) => path.join(dataDir, 'auxiliary.db');
