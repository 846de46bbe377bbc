/** Starts the built record store on a fresh temp dir, seeds it, and prepares the B1 database copy. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ApiClient } from './api.js';
import { seedData, seedSchema, USER_PASSWORD } from './seed.js';
import { freePort, MAIN_JS, runNode, startNode, type Proc } from './server-proc.js';

export const ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password-123' };

export interface BenchEnv {
  dir: string;
  server: Proc;
  api: ApiClient;
  userId: string;
  userToken: string;
  postsCollectionId: string;
  b1Db: string;
  notes: string[];
}

export function makeTempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'covey-bench-'));
}

export async function startServer(dir: string): Promise<Proc> {
  const port = await freePort();
  return startNode(
    [MAIN_JS, 'serve', `--http=127.0.0.1:${port}`, `--dir=${path.join(dir, 'pb')}`],
    port,
    '/api/health',
  );
}

export async function setup(
  dir: string,
  nUsers: number,
  nPosts: number,
  onServer: (p: Proc) => void,
  log: (s: string) => void,
): Promise<BenchEnv> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} not found: build first (cd server && npx tsc -b)`);
  const dataDir = path.join(dir, 'pb');
  runNode([MAIN_JS, 'superuser', 'upsert', ADMIN.email, ADMIN.password, `--dir=${dataDir}`]);
  const server = await startServer(dir);
  onServer(server);
  const api = new ApiClient(server.url);
  await api.authSuperuser(ADMIN.email, ADMIN.password);
  log('seeding (rate limits off, batch API on) ...');
  await seedSchema(api);
  const seeded = await seedData(api, nUsers, nPosts, log);
  const userId = seeded.userIds[0]!;
  const auth = await api.req<{ token: string }>('POST', '/api/collections/users/auth-with-password', {
    identity: seeded.userEmails[0],
    password: USER_PASSWORD,
  });
  const posts = await api.req<{ id: string }>('GET', '/api/collections/bench_posts');

  // on PostgreSQL (COVEY_DATABASE_URL) B1 queries the server's own database; on SQLite a WAL copy
  const b1Db = process.env['COVEY_DATABASE_URL'] ?? path.join(dir, 'b1.db');
  if (!process.env['COVEY_DATABASE_URL']) {
    const src = new Database(path.join(dataDir, 'data.db'), { readonly: true });
    await src.backup(b1Db);
    src.close();
    const copy = new Database(b1Db);
    copy.pragma('journal_mode = WAL');
    copy.close();
  }

  const notes = [
    `seed: ${nUsers} users through the API (concurrency 8) in ${seeded.usersSeconds.toFixed(1)} s; ` +
      `${nPosts} posts through POST /api/batch (1,000 creates per request) in ${seeded.postsSeconds.toFixed(1)} s`,
  ];
  return { dir, server, api, userId, userToken: auth.token, postsCollectionId: posts.id, b1Db, notes };
}
