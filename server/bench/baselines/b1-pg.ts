/**
 * B1 on PostgreSQL: bare node:http + one parameterised `pg` query on a pool (same database the
 * server uses), no auth, the rows in the list envelope with the record store's JSON shape.
 * Usage: b1-pg.ts <port> <database url> <collectionId> <author id> [totals]
 * With `totals` (B2) it also runs the `COUNT(*)` of the same WHERE, as a list with totals does.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const [portArg, url, collectionId, authorId, mode] = process.argv.slice(2);
const totals = mode === 'totals';
if (!portArg || !url || !collectionId || !authorId)
  throw new Error('usage: b1-pg.ts <port> <url> <collectionId> <authorId>');

const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => undefined);
const SQL =
  'SELECT "id", "title", "description", "public", "type", "author", "created", "updated" FROM bench_posts WHERE author = $1 LIMIT 20';

interface Row {
  public: number;
  type: string;
  [k: string]: unknown;
}

const COUNT = 'SELECT COUNT(*)::int AS total FROM bench_posts WHERE author = $1';

createServer((_req, res) => {
  Promise.all([
    pool.query<Row>({ name: 'b1', text: SQL, values: [authorId] }),
    totals ? pool.query<{ total: number }>({ name: 'b2', text: COUNT, values: [authorId] }) : null,
  ]).then(
    ([r, c]) => {
      const totalItems = c ? (c.rows[0]?.total ?? 0) : -1;
      const totalPages = c ? Math.ceil(totalItems / 20) : -1;
      const items = r.rows.map((row) => ({
        collectionId,
        collectionName: 'bench_posts',
        ...row,
        public: row.public === 1,
        type: JSON.parse(row.type) as unknown,
      }));
      const body = JSON.stringify({ items, page: 1, perPage: 20, totalItems, totalPages });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err: Error) => {
      res.writeHead(500);
      res.end(err.message);
    },
  );
}).listen(Number(portArg), '127.0.0.1');

process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
