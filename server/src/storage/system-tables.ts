/**
 * The internal tables that are not collections: `_migrations` (applied migrations) and
 * `_params` (key/value JSON: settings and other server state).
 */
import type { Queryable } from './database.js';

export async function createSystemTables(q: Queryable): Promise<void> {
  await q.exec(`CREATE TABLE IF NOT EXISTS "_migrations" ("file" TEXT PRIMARY KEY NOT NULL, "applied" INTEGER NOT NULL)`);
  await q.exec(
    `CREATE TABLE IF NOT EXISTS "_params" ("id" TEXT PRIMARY KEY NOT NULL, "value" JSON DEFAULT NULL, "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
  );
}

export async function appliedMigrations(q: Queryable): Promise<string[]> {
  const rows = await q.all<{ file: string }>('SELECT "file" FROM "_migrations" ORDER BY "applied", "file"');
  return rows.map((r) => r.file);
}

export async function markMigration(q: Queryable, file: string, applied: boolean): Promise<void> {
  if (applied) await q.run('INSERT INTO "_migrations" ("file", "applied") VALUES (?, ?)', [file, Date.now() * 1000 + Math.floor(Math.random() * 1000)]);
  else await q.run('DELETE FROM "_migrations" WHERE "file" = ?', [file]);
}

export async function getParam(q: Queryable, key: string): Promise<string | null> {
  const row = await q.get<{ value: string | null }>('SELECT "value" FROM "_params" WHERE "id" = ?', [key]);
  return row?.value ?? null;
}

export async function setParam(q: Queryable, key: string, value: string): Promise<void> {
  const now = new Date().toISOString();
  await q.run(
    `INSERT INTO "_params" ("id","value","created","updated") VALUES (?,?,?,?)
     ON CONFLICT("id") DO UPDATE SET "value" = excluded."value", "updated" = excluded."updated"`,
    [key, value, now, now],
  );
}
