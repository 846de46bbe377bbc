/**
 * A worker thread with its own read-only connection to a SQLite file (decision 0038): long reads
 * (`Database.readOffLoop`, e.g. the nightly metrics over whole tables) run here, so the server's
 * event loop is not held while better-sqlite3 works synchronously. WAL: it reads the last committed
 * state, like the main reader connection.
 */
import { workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { serveJobs } from '../../util/worker-queue.js';
import { registerSqliteFunctions } from './sqlite-functions.js';

const conn = new BetterSqlite3((workerData as { path: string }).path, { readonly: true, fileMustExist: true });
conn.pragma('busy_timeout = 10000');
conn.pragma('temp_store = MEMORY');
registerSqliteFunctions(conn);

serveJobs((job: { sql: string; params: unknown[] }) => {
  const stmt = conn.prepare(job.sql);
  if (!stmt.reader) throw new Error('only reads run off the loop');
  return stmt.all(...job.params);
});
