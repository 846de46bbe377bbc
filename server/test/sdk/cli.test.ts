/**
 * The `covey` command as an operator uses it: superuser management, migrations up/down, a clean
 * SIGTERM shutdown, and passwords imported from PocketBase (bcrypt) accepted and rehashed.
 */
import { execFile, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import PocketBase from 'pocketbase';
import { MAIN_JS, servingUrl } from '../harness/server-process.js';

const run = promisify(execFile);
const covey = (args: string[]) => run(process.execPath, [MAIN_JS, ...args]);
const dirs: string[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'covey-cli-'));
  dirs.push(dir);
  return dir;
}

async function failing(args: string[]): Promise<string> {
  try {
    await covey(args);
  } catch (err) {
    return String((err as { stderr?: string }).stderr ?? '');
  }
  throw new Error(`expected "covey ${args.join(' ')}" to fail`);
}

async function serve(dir: string) {
  let log = '';
  const child = spawn(process.execPath, [MAIN_JS, 'serve', '--http=127.0.0.1:0', `--dir=${dir}`], { stdio: 'pipe' });
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // the server listens before it prints its address: ready once the line is there
  const url = await servingUrl(child, () => log);
  return { url, child, exited };
}

afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('covey superuser', () => {
  it('creates, upserts and deletes, and refuses to delete the only superuser', async () => {
    const dir = await dataDir();
    expect((await covey(['superuser', 'create', 'ops@example.com', 'first-password-1', `--dir=${dir}`])).stdout).toContain('Successfully saved superuser ops@example.com');
    expect(await failing(['superuser', 'create', 'ops@example.com', 'first-password-1', `--dir=${dir}`])).toContain('already exists');
    expect((await covey(['superuser', 'upsert', 'ops@example.com', 'second-password-2', `--dir=${dir}`])).stdout).toContain('changed superuser');
    expect(await failing(['superuser', 'delete', 'ops@example.com', `--dir=${dir}`])).toContain("You can't delete the only existing superuser.");
    await covey(['superuser', 'upsert', 'other@example.com', 'other-password-3', `--dir=${dir}`]);
    expect((await covey(['superuser', 'delete', 'ops@example.com', `--dir=${dir}`])).stdout).toContain('Successfully deleted');
    expect(await failing(['superuser', 'create', 'bad', 'short', `--dir=${dir}`])).toMatch(/email|password/i);

    const { url, child, exited } = await serve(dir);
    const pb = new PocketBase(url);
    await expect(pb.collection('_superusers').authWithPassword('ops@example.com', 'second-password-2')).rejects.toThrow();
    await pb.collection('_superusers').authWithPassword('other@example.com', 'other-password-3');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // eight CLI processes, the first migrating a new data folder: over 30 s on a loaded 2-core machine
  }, 180_000);
});

describe('covey migrate', () => {
  it('reverts the last migration and applies it again', async () => {
    const dir = await dataDir();
    const first = await covey(['migrate', 'up', `--dir=${dir}`]);
    expect(first.stdout).toContain('Applied 1700000000_system_collections');
    expect((await covey(['migrate', 'up', `--dir=${dir}`])).stdout).toContain('No migrations to apply.');
    const down = await covey(['migrate', 'down', '1', `--dir=${dir}`]);
    const reverted = /Reverted (\S+)/.exec(down.stdout)?.[1];
    expect(reverted).toBeTruthy();
    const again = await covey(['migrate', 'up', `--dir=${dir}`]);
    expect(again.stdout).toContain(`Applied ${reverted}`);
  });
});

describe('covey serve', () => {
  it('finishes in-flight requests and exits cleanly on SIGTERM', async () => {
    const dir = await dataDir();
    await covey(['superuser', 'upsert', 'ops@example.com', 'first-password-1', `--dir=${dir}`]);
    const { url, child, exited } = await serve(dir);
    // `Expect: 100-continue`: the server answers "100 Continue" once it has parsed the request's
    // headers, so the request is known to be in flight (no guessing with a delay) when SIGTERM is sent
    const body = JSON.stringify({ identity: 'ops@example.com', password: 'first-password-1' });
    const req = httpRequest(`${url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const status = new Promise<number>((resolve, reject) => {
      req.once('response', (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      });
      req.once('error', reject);
    });
    await new Promise<void>((r) => req.once('continue', () => r()));
    child.kill('SIGTERM');
    req.end(body);
    expect(await status).toBe(200);
    expect(await exited).toBe(0);
    // the database was closed cleanly: it opens and checks out
    const db = new Database(join(dir, 'data.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('accepts a password hash imported from PocketBase (bcrypt) and rehashes it with argon2id', async () => {
    const dir = await dataDir();
    await covey(['superuser', 'upsert', 'ops@example.com', 'first-password-1', `--dir=${dir}`]);
    const db = new Database(join(dir, 'data.db'));
    db.prepare('UPDATE _superusers SET password = ? WHERE email = ?').run(await bcryptHash('imported-pass-1', 10), 'ops@example.com');
    db.close();
    const { url, child, exited } = await serve(dir);
    const pb = new PocketBase(url);
    await pb.collection('_superusers').authWithPassword('ops@example.com', 'imported-pass-1');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const after = new Database(join(dir, 'data.db'), { readonly: true });
    const row = after.prepare('SELECT password FROM _superusers WHERE email = ?').get('ops@example.com') as { password: string };
    after.close();
    expect(row.password.startsWith('$argon2id$')).toBe(true);
  });
});
