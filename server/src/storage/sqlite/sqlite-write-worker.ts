/**
 * A worker thread with its own connection to a SQLite file, for batches of writes nobody waits on
 * (`Database.writeOffLoop`: the request log's rows, decision 0038), as PocketBase writes its logs from
 * a goroutine. Each job is one transaction; jobs run in the order they were sent. The job `'checkpoint'` is a
 * passive WAL checkpoint for the main writer, whose automatic one is off (`SqliteDatabase`, decision 0066).
 */
import { workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { serveJobs } from '../../util/worker-queue.js';
import { registerSqliteFunctions } from './sqlite-functions.js';

const conn = new BetterSqlite3((workerData as { path: string }).path, { fileMustExist: true });
conn.pragma('busy_timeout = 10000');
conn.pragma('synchronous = NORMAL');
conn.pragma('temp_store = MEMORY');
registerSqliteFunctions(conn);
const statements = new Map<string, BetterSqlite3.Statement>();

serveJobs((job: { sql: string; params: unknown[] }[] | 'checkpoint') => {
  // the main writer's WAL, copied back into the database file here instead of inside its COMMIT (decision 0066)
  if (job === 'checkpoint') {
    conn.pragma('wal_checkpoint(PASSIVE)');
    return null;
  }
  conn.transaction(() => {
    for (const s of job) {
      let stmt = statements.get(s.sql);
      if (!stmt) statements.set(s.sql, (stmt = conn.prepare(s.sql)));
      stmt.run(...s.params);
    }
  }).immediate();
  return null;
});
