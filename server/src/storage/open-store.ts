/**
 * Chooses the storage engine: SQLite files in the data folder (the default), or PostgreSQL when a
 * `postgres://` URL is given (`covey serve --db=…` or `COVEY_DATABASE_URL`). The only place
 * outside a dialect folder that names the concrete drivers.
 */
import { join } from 'node:path';
import type { Database } from './database.js';
import type { SchemaOps } from './schema.js';
import type { CheckDatabaseFile } from './online-backup.js';
import { SqliteDatabase } from './sqlite/sqlite-database.js';
import { sqliteSchema } from './sqlite/sqlite-schema.js';
import { checkSqliteFile } from './sqlite/sqlite-file-check.js';
import { openPostgres, PostgresDatabase } from './postgres/pg-database.js';
import { postgresSchema } from './postgres/pg-schema.js';
import { SCHEMA_LOCK_KEY } from './postgres/pg-setup.js';

export interface Store {
  db: Database;
  schema: SchemaOps;
  checkDatabaseFile: CheckDatabaseFile;
}

/** the database URL from the environment (COVEY_DATABASE_URL), or undefined for SQLite */
function databaseUrlFromEnv(): string | undefined {
  const url = process.env['COVEY_DATABASE_URL']?.trim();
  return url ? url : undefined;
}

function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openStore(dataDir: string, url: string | undefined = databaseUrlFromEnv()): Promise<Store> {
  if (url && !isPostgresUrl(url)) throw new Error(`unsupported database URL (expected postgres://…)`);
  if (isPostgresUrl(url)) {
    return {
      db: await openPostgres({ url }),
      schema: postgresSchema,
      checkDatabaseFile: () => ({ ok: false, problems: ['file backups do not apply to PostgreSQL'], tables: [] }),
    };
  }
  return {
    db: new SqliteDatabase({ path: join(dataDir, 'data.db') }),
    schema: sqliteSchema,
    checkDatabaseFile: checkSqliteFile,
  };
}

/**
 * Runs schema work (bootstrap, migrations) alone across the instances that share the database:
 * on PostgreSQL under an advisory lock; a SQLite data folder has one instance.
 */
export function exclusiveSchemaWork<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  return db instanceof PostgresDatabase ? db.exclusive(SCHEMA_LOCK_KEY, fn) : fn();
}

/**
 * The auxiliary store (request logs): SQLite's separate `auxiliary.db` file, or the same
 * PostgreSQL database (shared by every instance). `close` only closes what was opened here.
 */
export function openAuxiliary(main: Database, auxPath: string): { db: Database; close: () => Promise<void> } {
  if (main instanceof PostgresDatabase) return { db: main, close: async () => undefined };
  const db = new SqliteDatabase({ path: auxPath });
  return { db, close: () => db.close() };
}
