/**
 * The PostgreSQL driver on a real database (COVEY_TEST_DB=postgres; skipped otherwise): unique
 * violations as ConstraintError, transactions that survive a caught failure, describe() and its
 * hint for SQLite-only view queries, the helper functions and the nocase collation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConstraintError } from '../database.js';
import { freshDatabase, usePostgres } from '../../../test/harness/pg-cluster.js';
import { openPostgres, type PostgresDatabase } from './pg-database.js';

describe.runIf(usePostgres())('PostgresDatabase', () => {
  let db: PostgresDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase({ empty: true });
    drop = fresh.drop;
    db = await openPostgres({ url: fresh.url });
    await db.exec(
      `CREATE TABLE "t" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT DEFAULT '' NOT NULL, "n" REAL DEFAULT 0, "ok" BOOLEAN DEFAULT FALSE, "meta" JSON DEFAULT NULL)`,
    );
    await db.exec(`CREATE UNIQUE INDEX "idx_t_email" ON "t" ("email" COLLATE NOCASE)`);
  });

  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('maps a unique violation to ConstraintError with the table and column', async () => {
    await db.run('INSERT INTO "t" ("id", "email", "ok") VALUES (?, ?, ?)', ['a', 'Ann@Example.com', true]);
    const err = await db
      .run('INSERT INTO "t" ("id", "email") VALUES (?, ?)', ['b', 'ann@example.com'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConstraintError);
    expect((err as ConstraintError).kind).toBe('unique');
    expect((err as ConstraintError).columns).toEqual(['t.email']);
  });

  it('keeps a transaction usable after a caught failure, and rolls back on a thrown one', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO "t" ("id", "email") VALUES (?, ?)', ['c', 'c@example.com']);
      await tx.run('INSERT INTO "t" ("id", "email") VALUES (?, ?)', ['d', 'C@EXAMPLE.COM']).catch(() => undefined);
      await tx.run('INSERT INTO "t" ("id", "email") VALUES (?, ?)', ['e', 'e@example.com']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO "t" ("id", "email") VALUES (?, ?)', ['f', 'f@example.com']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const ids = (await db.all<{ id: string }>('SELECT "id" FROM "t" ORDER BY "rowid"')).map((r) => r.id);
    expect(ids).toEqual(['a', 'c', 'e']);
  });

  it('runs every pooled session with JIT off (JIT compiled rule SQL for seconds at scale 1, decision 0051)', async () => {
    // several at once, so that more than one pooled connection answers
    const rows = await Promise.all(Array.from({ length: 4 }, () => db.transaction((tx) => tx.get<{ jit: string }>('SHOW jit'))));
    expect(rows.map((r) => r?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });

  it('stores booleans as 0/1 and reads counts as numbers', async () => {
    expect(await db.get('SELECT "ok" FROM "t" WHERE "id" = ?', ['a'])).toEqual({ ok: 1 });
    expect(await db.get('SELECT COUNT(*) AS "n" FROM "t" WHERE "ok" IS NOT ?', [1])).toEqual({ n: 2 });
  });

  it('describes a SELECT and explains SQLite-only syntax in a view query', async () => {
    const cols = await db.describe('SELECT "id", "n" * 2 AS "twice" FROM "t"');
    expect(cols.map((c) => [c.name, c.table, c.column])).toEqual([
      ['id', 't', 'id'],
      ['twice', null, null],
    ]);
    await expect(db.describe(`SELECT "id", json_extract("meta", '$.a') AS "a" FROM "t"`)).rejects.toThrow(
      /write view queries in PostgreSQL SQL/,
    );
    await expect(db.describe('DELETE FROM "t"')).rejects.toThrow(/Only SELECT/);
  });

  it('provides the strftime and lenient JSON helpers', async () => {
    const r = await db.get<{ y: string; h: string; bad: string | null; j: string | null }>(
      `SELECT covey_strftime('%Y-%m-%d', '2024-02-29 13:45:00.000Z') AS "y", covey_strftime('%H:00 %w', '2024-02-29 13:45:00.000Z', '+1 hour') AS "h",
              covey_strftime('%Y', 'not a date') AS "bad", covey_json('{oops') AS "j"`,
    );
    expect(r).toEqual({ y: '2024-02-29', h: '14:00 4', bad: null, j: null });
  });
});
