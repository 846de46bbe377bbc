/** Child-process helpers for the bench: free ports, spawning node scripts, waiting for HTTP, reading RSS. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAIN_JS = path.join(ROOT, 'server', 'dist', 'main.js');

export interface Proc {
  child: ChildProcess;
  port: number;
  url: string;
  stderr: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Runs `node <args>` to completion (used for the superuser CLI). */
export function runNode(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
}

/** Spawns `node <args>` and waits until `GET <url><probe>` answers (any status). */
export async function startNode(
  args: string[],
  port: number,
  probe: string,
  env: Record<string, string> = {},
): Promise<Proc> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  // 120 s: a PostgreSQL server at scale 1 on a shared host (load ~30) took over 30 s to answer its first health check
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${args.join(' ')}\n${err}`);
    try {
      await fetch(url + probe);
      return { child, port, url, stderr: () => err };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`timed out waiting for ${url}${probe}\n${err}`);
}

export async function stop(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise<void>((r) => p.child.once('exit', () => r()));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a live process in MB, from /proc/<pid>/status (undefined if unavailable). */
export function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}
