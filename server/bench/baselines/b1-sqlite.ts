/**
 * B1: bare node:http + one prepared better-sqlite3 statement (readonly connection, WAL db copy), no auth,
 * returning the rows in the list envelope with the same JSON shape as the record store (bool and
 * multi-select columns decoded). Usage: b1-sqlite.ts <port> <db path> <collectionId> <author id>
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const [portArg, dbPath, collectionId, authorId] = process.argv.slice(2);
if (!portArg || !dbPath || !collectionId || !authorId)
  throw new Error('usage: b1-sqlite.ts <port> <db> <collectionId> <authorId>');

const db = new Database(dbPath, { readonly: true });
const stmt = db.prepare('SELECT * FROM bench_posts WHERE author = ? LIMIT 20');

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
  const body = JSON.stringify({ items, page: 1, perPage: 20, totalItems: -1, totalPages: -1 });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(portArg), '127.0.0.1');

process.on('SIGTERM', () => {
  db.close();
  process.exit(0);
});
