import type BetterSqlite3 from 'better-sqlite3';

/** SQL functions the query layer relies on that SQLite may lack. */
export function registerSqliteFunctions(db: BetterSqlite3.Database): void {
  // nothing yet: filled when the query layer needs a function the build lacks
  void db;
}
