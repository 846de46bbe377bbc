/**
 * `covey metrics --dir=…` (issues 16, 26): runs the nightly metrics job at once; it publishes the
 * last closed month once, and a second run leaves those rows as they are.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { MAIN_JS } from '../harness/server-process.js';

const run = promisify(execFile);
const covey = (args: string[]) => run(process.execPath, [MAIN_JS, ...args]);
let dir = '';

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('writes one row per employer and broker for the closed month, once', async () => {
  dir = await mkdtemp(join(tmpdir(), 'covey-metrics-'));
  await covey(['staff', 'add', 'employer', 'hr@acme.test', 'Hana', '--org=Acme', `--dir=${dir}`]);
  await covey(['staff', 'add', 'broker', 'bea@harbor.test', 'Bea', '--org=Harbor', `--dir=${dir}`]);
  const first = await covey(['metrics', `--dir=${dir}`]);
  expect(first.stdout).toMatch(/written for 1 employer\(s\) and 1 broker\(s\)/);
  const second = await covey(['metrics', `--dir=${dir}`]);
  expect(second.stdout).toMatch(/already published; nothing changed/);
  const db = new Database(join(dir, 'data.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT "employer", "broker", "data", "suppressed" FROM "metrics" ORDER BY "employer", "broker"').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(JSON.parse(String(rows[0]!['data']))).toMatchObject({ enrolled: 0, activated: 0 });
    expect(rows.every((r) => r['suppressed'] === 1)).toBe(true);
  } finally {
    db.close();
  }
}, 180_000);
