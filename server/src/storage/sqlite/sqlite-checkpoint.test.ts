/**
 * The writer's COMMIT never checkpoints the WAL on the event loop (issue #27, decision 0066): SQLite's automatic
 * checkpoint ran inside the COMMIT of a transaction that grew the WAL past 1,000 pages (a 1,000-row roster
 * import), copying every page into the database file with its fsync while every request waited. The checkpoint
 * now runs in the write worker's thread, after the commit. Checked by where the pages are, not by time: right
 * after the commit the database file has not grown (the pages are still in the `-wal` file); later it has.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase, WAL_CHECKPOINT_BYTES } from './sqlite-database.js';

describe('SqliteDatabase: WAL checkpoints off the loop', () => {
  let dir = '';
  let db: SqliteDatabase;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-checkpoint-'));
    db = new SqliteDatabase({ path: join(dir, 'data.db') });
    await db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB)');
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('commits a transaction larger than the automatic checkpoint without copying it into the database file, then checkpoints in the worker', async () => {
    const file = join(dir, 'data.db');
    const before = statSync(file).size;
    const pages = 2 * (WAL_CHECKPOINT_BYTES / 4096);
    await db.transaction(async (tx) => {
      for (let i = 0; i < pages; i++) await tx.run('INSERT INTO blobs (body) VALUES (?)', [Buffer.alloc(4000, i % 251)]);
    });
    // SQLite's automatic checkpoint (1,000 pages) would have written ~8 MB into the database file inside the COMMIT
    expect(statSync(file).size).toBe(before);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(WAL_CHECKPOINT_BYTES);
    // the reader sees the committed rows meanwhile
    expect(await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM blobs')).toEqual({ n: pages });
    // the worker's passive checkpoint copies them
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + WAL_CHECKPOINT_BYTES), { timeout: 60_000, interval: 50 });
  });
});
