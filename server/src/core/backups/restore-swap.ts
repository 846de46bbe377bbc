/**
 * Applies a verified restore while the app is closed: the current data (data.db, auxiliary.db,
 * storage/) moves aside to `.covey_temp/old_*`, the restored copy moves in. The caller reopens the
 * app, then commits (old data removed) or rolls back (old data put back) if it did not open.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomString } from '../../util/random.js';
import { DATA_ENTRIES, pendingRestoreDir, tempDir } from './data-layout.js';

export interface RestoreSwap {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

async function moveEntries(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const name of DATA_ENTRIES) {
    const src = path.join(from, name);
    if (existsSync(src)) await rename(src, path.join(to, name));
  }
}

async function removeEntries(dir: string): Promise<void> {
  for (const name of DATA_ENTRIES) await rm(path.join(dir, name), { recursive: true, force: true });
}

function hasPendingRestore(dataDir: string): boolean {
  return existsSync(path.join(pendingRestoreDir(dataDir), 'data.db'));
}

/** null when no restore is pending */
export async function applyPendingRestore(dataDir: string): Promise<RestoreSwap | null> {
  const pending = pendingRestoreDir(dataDir);
  if (!hasPendingRestore(dataDir)) return null;
  const old = path.join(tempDir(dataDir), `old_${Date.now()}_${randomString(6)}`);
  const rollback = async () => {
    await removeEntries(dataDir);
    await moveEntries(old, dataDir);
    await rm(old, { recursive: true, force: true });
  };
  try {
    await moveEntries(dataDir, old);
    await moveEntries(pending, dataDir);
  } catch (err) {
    await rollback();
    throw err;
  }
  await rm(pending, { recursive: true, force: true });
  return { commit: () => rm(old, { recursive: true, force: true }), rollback };
}

/**
 * At start: removes leftovers of interrupted backups/restores. If a crash happened in the middle
 * of a swap (no data.db but an `old_*` folder), the newest old data is put back first.
 */
export async function cleanupTemp(dataDir: string): Promise<void> {
  const dir = tempDir(dataDir);
  if (!existsSync(dir)) return;
  const names = (await readdir(dir)).sort();
  const olds = names.filter((n) => n.startsWith('old_'));
  if (!existsSync(path.join(dataDir, 'data.db')) && olds.length) {
    await removeEntries(dataDir);
    await moveEntries(path.join(dir, olds[olds.length - 1]!), dataDir);
  }
  await rm(dir, { recursive: true, force: true });
}
