/**
 * Applies pending migrations in order (`up`) or reverts the last applied ones (`down`).
 */
import type { CoreApp } from '../core/core-app.js';
import { appliedMigrations, markMigration } from '../storage/system-tables.js';
import type { Migration } from './migration.js';

export async function migrateUp(app: CoreApp, list: Migration[]): Promise<string[]> {
  const done = new Set(await appliedMigrations(app.db));
  const ran: string[] = [];
  for (const m of list) {
    if (done.has(m.id)) continue;
    await m.up(app);
    await markMigration(app.db, m.id, true);
    ran.push(m.id);
  }
  return ran;
}

export async function migrateDown(app: CoreApp, list: Migration[], count = 1): Promise<string[]> {
  const applied = await appliedMigrations(app.db);
  const byId = new Map(list.map((m) => [m.id, m]));
  const reverted: string[] = [];
  for (const id of applied.reverse().slice(0, count)) {
    const m = byId.get(id);
    if (!m) continue;
    await m.down(app);
    await markMigration(app.db, id, false);
    reverted.push(id);
  }
  return reverted;
}
