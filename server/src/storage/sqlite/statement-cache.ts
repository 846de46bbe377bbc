import type BetterSqlite3 from 'better-sqlite3';

/** Bounded cache of prepared statements keyed by SQL text (insertion-order eviction). */
export class StatementCache {
  private readonly map = new Map<string, BetterSqlite3.Statement>();
  constructor(private readonly max = 2000) {}

  get(conn: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
    let stmt = this.map.get(sql);
    if (!stmt) {
      stmt = conn.prepare(sql);
      if (this.map.size >= this.max) {
        const oldest = this.map.keys().next().value;
        if (oldest !== undefined) this.map.delete(oldest);
      }
      this.map.set(sql, stmt);
    }
    return stmt;
  }

  clear(): void {
    this.map.clear();
  }
}
