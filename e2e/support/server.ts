/** Starts the built record store (which serves web/dist) on a free port with a temporary data dir. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SERVER_MAIN = join(ROOT, 'server/dist/main.js');
export const WEB_DIST = join(ROOT, 'web/dist');

export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-Passw0rd';

export interface RunningServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export interface ServerEnv {
  COVEY_ENVIRONMENT?: string;
  COVEY_API_URL?: string;
  COVEY_POSTHOG_KEY?: string;
  COVEY_POSTHOG_HOST?: string;
  COVEY_PIXEL_ID?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startServer(env: ServerEnv = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'covey-e2e-'));
  execFileSync(process.execPath, [SERVER_MAIN, 'superuser', 'upsert', ADMIN_EMAIL, ADMIN_PASSWORD, `--dir=${dir}`], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN, 'serve', `--http=127.0.0.1:${port}`, `--dir=${dir}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      COVEY_ENVIRONMENT: '',
      COVEY_API_URL: '',
      COVEY_POSTHOG_KEY: '',
      COVEY_POSTHOG_HOST: '',
      COVEY_PIXEL_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(url, child, () => output);
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
