/**
 * The schema the migrations build: runs every migration on a throwaway SQLite data folder and
 * returns the resulting collections (decision 0040).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCore } from '../app/create-app.js';
import type { Collection } from '../core/collections/collection.js';
import { MIGRATIONS } from '../migrations/index.js';
import type { Migration } from '../migrations/migration.js';
import { migrateUp } from '../migrations/runner.js';

export async function readMigratedSchema(migrations: Migration[] = MIGRATIONS): Promise<Collection[]> {
  const dir = await mkdtemp(join(tmpdir(), 'covey-schema-gen-'));
  try {
    const core = await openCore(dir);
    try {
      await migrateUp(core, migrations);
      return structuredClone(core.collections.all());
    } finally {
      await core.db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
