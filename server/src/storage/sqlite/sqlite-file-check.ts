/**
 * Opens a SQLite file read-only and runs `PRAGMA integrity_check` (used before a restored backup
 * replaces the live data). Never throws: problems come back as messages.
 */
import BetterSqlite3 from 'better-sqlite3';
import type { DatabaseFileCheck } from '../online-backup.js';

export function checkSqliteFile(path: string): DatabaseFileCheck {
  let conn: BetterSqlite3.Database | undefined;
  try {
    conn = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
    const rows = conn.prepare('PRAGMA integrity_check').all() as Record<string, unknown>[];
    const problems = rows.map((r) => String(Object.values(r)[0] ?? '')).filter((m) => m !== 'ok');
    const tables = (
      conn.prepare(`SELECT "name" FROM sqlite_master WHERE "type" = 'table'`).all() as { name: string }[]
    ).map((r) => r.name);
    return { ok: problems.length === 0 && rows.length > 0, problems, tables };
  } catch (err) {
    return { ok: false, problems: [err instanceof Error ? err.message : String(err)], tables: [] };
  } finally {
    try {
      conn?.close();
    } catch {
      // ignore
    }
  }
}
