/**
 * B1: bare node:http + one prepared better-sqlite3 statement (readonly connection, WAL db copy), no auth,
 * returning the rows in the list envelope with the same JSON shape as the record store (bool and
 * multi-select columns decoded). Usage: b1-sqlite.ts <port> <db path> <collectionId> <author id> [totals]
 * With `totals` (B2) it also runs the prepared `COUNT(*)` of the same WHERE, as a list with totals does.
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const [portArg, dbPath, collectionId, authorId, mode] = process.argv.slice(2);
const totals = mode === 'totals';
if (!portArg || !dbPath || !collectionId || !authorId)
  throw new Error('usage: b1-sqlite.ts <port> <db> <collectionId> <authorId>');

const db = new Database(dbPath, { readonly: true });
const stmt = db.prepare('SELECT * FROM bench_posts WHERE author = ? LIMIT 20');
const countStmt = db.prepare('SELECT COUNT(*) AS total FROM bench_posts WHERE author = ?');

interface Row {
  public: number;
  type: string;
  [k: string]: unknown;
}

createServer((_req, res) => {
  const rows = stmt.all(authorId) as Row[];
  const items = rows.map((r) => ({
    collectionId,
    collectionName: 'bench_posts',
    ...r,
    public: r.public === 1,
    type: JSON.parse(r.type) as unknown,
  }));
  const totalItems = totals ? (countStmt.get(authorId) as { total: number }).total : -1;
  const totalPages = totals ? Math.ceil(totalItems / 20) : -1;
  const body = JSON.stringify({ items, page: 1, perPage: 20, totalItems, totalPages });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(portArg), '127.0.0.1');

process.on('SIGTERM', () => {
  db.close();
  process.exit(0);
});
