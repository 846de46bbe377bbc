/**
 * Databases that can copy themselves to a file while writes continue (SQLite's online backup API).
 * Backups ask for this capability instead of knowing the concrete driver.
 */
import type { Database } from './database.js';

export interface OnlineBackup {
  /** writes a consistent copy of the whole database to `destination` (a new file) */
  backupTo(destination: string): Promise<unknown>;
}

export function supportsOnlineBackup(db: Database): db is Database & OnlineBackup {
  return typeof (db as Partial<OnlineBackup>).backupTo === 'function';
}

/** result of checking a database file offline (e.g. `PRAGMA integrity_check` on a restored copy) */
export interface DatabaseFileCheck {
  ok: boolean;
  /** what is wrong, or why the file could not be opened */
  problems: string[];
  /** table names found in the file */
  tables: string[];
}

export type CheckDatabaseFile = (path: string) => DatabaseFileCheck;
