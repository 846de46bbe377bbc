/**
 * A throwaway PostgreSQL cluster for the test run (COVEY_TEST_DB=postgres): initdb in a temp
 * folder, started on a free loopback port with durability off, torn down at the end. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` system user (Debian's
 * package creates it). Each test app or server gets its own database (`freshDatabase`), dropped
 * after: a copy of a template database migrated once by the global setup (`CREATE DATABASE …
 * TEMPLATE`, ~0.1 s instead of ~3 s of migrations on a busy box), or an empty one on request.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/** set by the global setup for the test workers */
export const ADMIN_URL_ENV = 'COVEY_TEST_PG_ADMIN_URL';
/** set by the global setup: a database with the tables created and every migration applied */
export const TEMPLATE_ENV = 'COVEY_TEST_PG_TEMPLATE';

export const usePostgres = () => process.env['COVEY_TEST_DB'] === 'postgres';

function binDir(): string {
  for (const dir of ['/usr/lib/postgresql']) {
    if (!existsSync(dir)) continue;
    const versions = readdirSync(dir)
      .filter((v) => existsSync(join(dir, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(dir, versions[0], 'bin');
  }
  throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'covey-pg-'));
  const data = join(root, 'data');
  const asRoot = userInfo().uid === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileAsync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args])
      : execFileAsync(join(bin, cmd), args);
  if (asRoot) {
    chmodSync(root, 0o755);
    chownSync(
      root,
      Number((await execFileAsync('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await execFileAsync('id', ['-g', 'postgres'])).stdout.trim()),
    );
  }
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--locale=C.UTF-8',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${root}`,
    `-c listen_addresses=127.0.0.1`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  await run('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-o', opts, '-w', '-t', '60', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the run's cluster: a copy of the migrated template when the global setup made
 * one, else (or with `empty`) an empty database. `drop` removes it (connections are cut).
 */
export async function freshDatabase(opts: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env[ADMIN_URL_ENV];
  if (!admin) throw new Error(`${ADMIN_URL_ENV} is not set: the PostgreSQL global setup did not run`);
  const name = `covey_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = opts.empty ? undefined : process.env[TEMPLATE_ENV];
  const client = new pg.Client({ connectionString: admin });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(
      template
        ? `CREATE DATABASE "${name}" TEMPLATE "${template}"`
        : `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await client.end();
  }
  const url = admin.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      c.on('error', () => undefined);
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
