/**
 * The README's commands on a fresh clone (issue 11): `npx covey …` must work right after `npm ci`.
 *
 * How it proves it, and what it does not fake:
 * - The clone is the repository's tracked tree as it would be committed (`git stash create`, or HEAD
 *   when clean) exported with `git archive` into a temp folder: no `dist/`, no `node_modules/`.
 * - `npm ci` really runs there, so npm itself links the workspace bins (the step that used to skip
 *   `covey` because `server/dist/main.js` did not exist yet). It uses the local npm cache
 *   (`--prefer-offline`; `.ci/run` has just filled it) and `--ignore-scripts`: the only install script
 *   the CLI needs is better-sqlite3's native build (~2 minutes from source on this machine), so the
 *   addon the outer `npm ci` compiled is copied in its place (the same file prebuild-install would
 *   put there). Nothing else comes from the outer checkout: no build output, no bin links.
 * - No `npm run build` is run: the first `npx covey` must build the server itself, and `npx covey serve`
 *   the web app it serves.
 * - The commands are read from README.md (every concrete `npx covey …` in it), so the README and this
 *   test cannot drift apart; they run with `sh -c` from the clone's root, as a newcomer would paste them.
 * - `npm ci` must print no EBADENGINE warning (the README states Node 20.19+).
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The environment of a newcomer's shell: nothing inherited from the `npm test` that runs this file. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && !['INIT_CWD', 'NODE_OPTIONS'].includes(k)),
);

/** Every concrete `npx covey …` the README shows (shell blocks and inline code), in README order. */
function readmeCommands(readme: string): string[] {
  const found: { at: number; cmd: string }[] = [];
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      if (line.trim().startsWith('npx covey ')) found.push({ at: block.index, cmd: line.trim() });
    }
  }
  for (const span of readme.matchAll(/`(npx covey [^`\n]+)`/g)) {
    const cmd = span[1]!;
    // the reference table's templates (EMAIL, DIR, a|b, [N]) and `serve` (run below on a free port)
    if (/\b[A-Z]{2,}\b|\\\||\[|npx covey serve/.test(cmd)) continue;
    found.push({ at: span.index, cmd });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.cmd);
}

// generous limits: on a busy 2-core box the install and the two builds take minutes (4 under a
// load of 20); a limit only bounds a hang, nothing here waits for a fixed time
let clone = '';
let installLog = '';
const sh = (cmd: string) => exec('sh', ['-c', cmd], { cwd: clone, env, maxBuffer: 16 * 1024 * 1024 });

beforeAll(async () => {
  clone = await mkdtemp(join(tmpdir(), 'covey-fresh-clone-'));
  // `git stash create` records uncommitted tracked changes (a developer's run); it needs an identity
  // for that commit object, which a CI machine may not have configured
  const identity = { GIT_AUTHOR_NAME: 'covey-test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'covey-test', GIT_COMMITTER_EMAIL: 'test@example.com' };
  const git = (...args: string[]) => exec('git', ['--no-optional-locks', ...args], { cwd: ROOT, env: { ...env, ...identity } });
  // a clean checkout (CI) is HEAD itself: no commit object to write, no index to lock
  const clean = await git('diff', '--quiet', 'HEAD').then(
    () => true,
    () => false,
  );
  const tree = clean ? 'HEAD' : (await git('stash', 'create')).stdout.trim() || 'HEAD';
  await exec('sh', ['-c', `git archive ${tree} | tar -x -C "${clone}"`], { cwd: ROOT, env });
  expect(existsSync(join(clone, 'server/dist'))).toBe(false);

  const install = await sh('npm ci --prefer-offline --ignore-scripts --no-audit --no-fund 2>&1');
  installLog = install.stdout;
  const addon = join(
    dirname(createRequire(join(ROOT, 'server/package.json')).resolve('better-sqlite3/package.json')),
    'build/Release/better_sqlite3.node',
  );
  mkdirSync(join(clone, 'node_modules/better-sqlite3/build/Release'), { recursive: true });
  copyFileSync(addon, join(clone, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'));
}, 900_000);

afterAll(async () => {
  if (clone) await rm(clone, { recursive: true, force: true });
});

describe('a fresh clone', () => {
  it('installs without engine warnings and links the covey command', () => {
    expect(installLog).not.toContain('EBADENGINE');
    expect(realpathSync(join(clone, 'node_modules/.bin/covey'))).toBe(
      join(realpathSync(clone), 'server/bin/covey.mjs'),
    );
  });

  it('runs every covey command the README shows, with the server running', async () => {
    const commands = readmeCommands(README);
    expect(commands.map((c) => c.split(' ').slice(0, 4).join(' '))).toEqual(
      expect.arrayContaining(['npx covey superuser upsert', 'npx covey staff add', 'npx covey seed --demo']),
    );

    // `npx covey serve` straight after `npm ci`: builds the server and the web app, then serves both
    // port 0: the system picks a free port at listen time (the builds take a while; a port chosen
    // beforehand could be taken meanwhile by another test's server) and the address is read back
    const serveCmd = README.match(/`(npx covey serve [^`]+)`/)?.[1]?.replace(/--http=\S+/, '--http=127.0.0.1:0');
    expect(serveCmd).toBeTruthy();
    let log = '';
    // its own process group, stopped below as a terminal's Ctrl-C would (npm exec forwards the signal)
    const server = spawn('sh', ['-c', `exec ${serveCmd}`], {
      cwd: clone,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr.on('data', (d: Buffer) => (log += d.toString()));
    // 'close': every process of the group holding its output has ended
    let ended = false;
    const exited = new Promise<void>((r) =>
      server.once('close', () => {
        ended = true;
        r();
      }),
    );
    let url: string;
    try {
      await expect.poll(() => ended || log.includes('Covey is serving'), { timeout: 600_000, interval: 250 }).toBe(true);
      expect(log, 'npx covey serve did not start').toContain('Covey is serving');
      url = /Covey is serving (http:\/\/\S+)/.exec(log)![1]!;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${url}/login`)).text()).toContain('<div id="root"');

      const outputs: string[] = [];
      for (const cmd of commands) {
        const { stdout } = await sh(cmd).catch((err: { stderr?: string }) => {
          throw new Error(`"${cmd}" failed on a fresh clone:\n${err.stderr ?? String(err)}`);
        });
        outputs.push(stdout);
      }
      const all = outputs.join('\n');
      expect(all).toContain('Successfully saved superuser');

      // what the commands created works against the running server
      const admin = /npx covey superuser upsert (\S+) '([^']+)'/.exec(commands.join('\n'));
      const counselor = /npx covey staff add counselor (\S+) .*--password='([^']+)'/.exec(commands.join('\n'));
      expect(admin && counselor).toBeTruthy();
      await new PocketBase(url).collection('_superusers').authWithPassword(admin![1]!, admin![2]!);
      await new PocketBase(url).collection('users').authWithPassword(counselor![1]!, counselor![2]!);
      const demo = /(\S+@example\.com)/.exec(all.slice(all.indexOf('Demo data loaded')));
      const password = /the password "([^"]+)"/.exec(all)?.[1];
      expect(demo && password).toBeTruthy();
      await new PocketBase(url).collection('users').authWithPassword(demo![1]!, password!);
    } finally {
      if (!ended) process.kill(-server.pid!, 'SIGINT');
    }
    await exited;
    expect(log).toContain('SIGINT received, shutting down');
    expect(log).not.toContain('shutdown failed');

    // the reference table's migrate commands, on the same data folder
    const reverted = /Reverted (\S+)/.exec((await sh('npx covey migrate down 1 --dir=./covey_data')).stdout)?.[1];
    expect(reverted).toBeTruthy();
    expect((await sh('npx covey migrate up --dir=./covey_data')).stdout).toContain(`Applied ${reverted}`);
  }, 900_000);
});
