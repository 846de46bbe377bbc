/**
 * Starts the BUILT server (`server/dist/main.js`) as a child process on a free port with a fresh
 * temp data dir, creates a superuser through the CLI and waits for `/api/health`.
 * Used by the SDK black-box tests (one server per test file).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PocketBase, { type RecordModel } from 'pocketbase';
import { freshDatabase, usePostgres } from './pg-cluster.js';

const execFileAsync = promisify(execFile);

export const MAIN_JS = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const SUPERUSER_EMAIL = 'root@example.com';
export const SUPERUSER_PASSWORD = 'root-password-123';

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  /** the PostgreSQL database the server runs on (undefined on SQLite) */
  readonly databaseUrl?: string;
  /** A new SDK client authenticated as the CLI-created superuser. */
  superuserClient(): Promise<PocketBase>;
  /** A new unauthenticated SDK client. */
  newClient(): PocketBase;
  /** Output the server printed so far (for diagnostics). */
  output(): string;
  /** SIGTERM, wait for the exit, remove the data dir. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

/** the address from the server's "Covey is serving http://…" line */
export async function servingUrl(child: ChildProcess, out: () => string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = /Covey is serving (http:\/\/\S+)/.exec(out())?.[1];
    if (found) return found;
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function waitForHealth(url: string, child: ChildProcess, out: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy at ${url}:\n${out()}`);
}

export interface StartOptions {
  /**
   * Covey turns rate limiting on by default (PocketBase has it off). The SDK suites drive many
   * requests per second from one IP, so it is switched off unless `rateLimits: true`.
   */
  rateLimits?: boolean;
  /** the data folder of another instance (its files folder shared, as on a shared volume) */
  dataDir?: string;
  /** a PostgreSQL URL to share with another instance (two instances, one database) */
  databaseUrl?: string;
  /** extra environment variables for the server (e.g. COVEY_ENVIRONMENT) */
  env?: Record<string, string>;
}

export async function startServer(opts: StartOptions = {}): Promise<ServerProcess> {
  if (!existsSync(MAIN_JS)) {
    throw new Error(`${MAIN_JS} is missing: build the server first (cd server && npx tsc -b, or npm run build)`);
  }
  // a data folder shared with another instance (files on a shared folder) is left to its owner
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'covey-sdk-')));
  // COVEY_TEST_DB=postgres: a fresh database on the run's cluster (or the one given to share it)
  const pgDb = opts.databaseUrl ? undefined : usePostgres() ? await freshDatabase() : undefined;
  const dbUrl = opts.databaseUrl ?? pgDb?.url;
  const dbEnv: Record<string, string> = dbUrl ? { COVEY_DATABASE_URL: dbUrl } : {};
  await execFileAsync(process.execPath, [
    MAIN_JS,
    'superuser',
    'upsert',
    SUPERUSER_EMAIL,
    SUPERUSER_PASSWORD,
    `--dir=${dataDir}`,
  ], { env: { ...process.env, ...dbEnv } });
  // port 0: the system picks a free port when the server listens (a port picked beforehand could be
  // taken by another test's server meanwhile); the address is read from the server's first line
  let log = '';
  const child = spawn(process.execPath, [MAIN_JS, 'serve', '--http=127.0.0.1:0', `--dir=${dataDir}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...dbEnv, ...(opts.env ?? {}) },
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  // COVEY_TEST_SERVER_LOG=1: the servers' errors on the test's stderr (debugging)
  if (process.env['COVEY_TEST_SERVER_LOG']) child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let url = '';
  try {
    url = await servingUrl(child, () => log);
    await waitForHealth(url, child, () => log);
  } catch (err) {
    child.kill('SIGKILL');
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
    await pgDb?.drop().catch(() => undefined);
    throw err;
  }

  const newClient = () => {
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    return pb;
  };
  // signed in once, before a test sets up mail (from then on operators need a second factor by mail)
  let superuserAuth: { token: string; record: RecordModel | null } | null = null;
  const superuserClient = async () => {
    const pb = newClient();
    if (superuserAuth) {
      pb.authStore.save(superuserAuth.token, superuserAuth.record);
      // still valid? (a restored backup brings other operator accounts and keys)
      const still = await pb.collection('_superusers').authRefresh().then(() => true, () => false);
      if (still) return pb;
      pb.authStore.clear();
    }
    await pb.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
    superuserAuth = { token: pb.authStore.token, record: pb.authStore.record };
    return pb;
  };
  if (!opts.rateLimits) await (await superuserClient()).settings.update({ rateLimits: { enabled: false } });
  return {
    url,
    dataDir,
    ...(dbUrl ? { databaseUrl: dbUrl } : {}),
    newClient,
    superuserClient,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
      await pgDb?.drop().catch(() => undefined);
    },
  };
}
