/**
 * `covey seed --copy-from=DIR` (issue #27): copies a seeded data folder's records (a SQLite
 * `covey seed --scale=N` folder) into the store opened here (PostgreSQL through COVEY_DATABASE_URL),
 * row for row. Seeding scale 1 through the hooks takes ~20 min on SQLite and far longer on
 * PostgreSQL (one round trip per query of every hook); the copy writes the same rows in multi-row
 * INSERTs, in minutes, so PostgreSQL is measured on exactly the data SQLite is (decision 0044).
 *
 * Every non-system base and auth collection is copied (users with their password hashes; not the
 * superusers, settings or logs). Values go through the field types (`fromDb` on the source,
 * `toDb` on the target), as every store write does. Rows whose id the target already has (made by a
 * migration) are kept as they are. The target's statistics are refreshed at the end (ANALYZE), as
 * the planner would otherwise see empty tables.
 */
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import { recordFromRow, recordToDb } from './record.js';

/** bound values per statement: under SQLite's 32,766 and PostgreSQL's 65,535 */
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1_000;
const READ_PAGE = 5_000;

export interface CopyResult {
  rows: Record<string, number>;
  seconds: number;
}

export async function copyRecords(source: CoreApp, target: CoreApp, log: (line: string) => void = () => undefined): Promise<CopyResult> {
  const started = Date.now();
  const rows: Record<string, number> = {};
  const wanted = (c: Collection) => !c.system && c.type !== 'view';
  for (const c of source.collections.all().filter(wanted)) {
    const into = target.collections.get(c.name);
    if (!into || !wanted(into)) throw new Error(`the target has no collection "${c.name}": both must run the same migrations`);
    const t = Date.now();
    rows[c.name] = await copyCollection(source, target, c, into);
    log(`  ${c.name.padEnd(20)} ${String(rows[c.name]).padStart(8)} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  await target.db.exec('ANALYZE');
  return { rows, seconds: (Date.now() - started) / 1000 };
}

async function copyCollection(source: CoreApp, target: CoreApp, from: Collection, into: Collection): Promise<number> {
  const s = source.db.dialect;
  const d = target.db.dialect;
  const cols = into.fields.map((f) => f.name);
  const perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / cols.length)));
  const head = `INSERT INTO ${d.quote(into.name)} (${cols.map((c) => d.quote(c)).join(', ')}) VALUES `;
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  let last = '';
  let copied = 0;
  for (;;) {
    const page = await source.db.all(`SELECT * FROM ${s.quote(from.name)} WHERE ${s.quote('id')} > ? ORDER BY ${s.quote('id')} LIMIT ${READ_PAGE}`, [last]);
    if (!page.length) return copied;
    last = String(page[page.length - 1]!['id']);
    const values = page.map((row) => {
      const data = recordFromRow(from, row).data;
      const out = recordToDb({ collection: into, data });
      return cols.map((c) => out[c]);
    });
    await target.db.transaction(async (q) => {
      for (let i = 0; i < values.length; i += perStatement) {
        const chunk = values.slice(i, i + perStatement);
        await q.run(`${head}${chunk.map(() => tuple).join(', ')} ON CONFLICT (${d.quote('id')}) DO NOTHING`, chunk.flat());
      }
    });
    copied += page.length;
  }
}
