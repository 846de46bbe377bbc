/**
 * applyRoster yields to the event loop while it writes a large roster (SQLite's driver is
 * synchronous: without the yields a timer or an incoming health check waits for the whole import),
 * and writes through the store, so validation and the hooks run for every roster row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateShared, openCore } from '../../app/create-app.js';
import type { CoreApp } from '../../core/core-app.js';
import { freshDatabase, usePostgres } from '../../../test/harness/pg-cluster.js';
import { installCoveyHooks } from '../install.js';
import { insert } from '../hooks/context.js';
import { store } from '../store/store.js';
import { parseRoster } from './roster-import.js';
import { ROSTER_YIELD_EVERY, applyRoster, existingRows } from './roster-apply.js';

describe('applyRoster', () => {
  let dir = '';
  let core: CoreApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-roster-apply-'));
    const pg = usePostgres() ? await freshDatabase({ empty: true }) : undefined;
    drop = pg?.drop;
    core = await openCore(dir, pg?.url);
    await migrateShared(core);
    installCoveyHooks(core);
  }, 120_000);

  afterAll(async () => {
    await core?.db.close();
    await drop?.().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('lets the event loop run between chunks of rows, and writes every row', async () => {
    const employer = await insert(core, core.db, 'employers', { name: 'Yield Co', status: 'active' });
    const rows = ROSTER_YIELD_EVERY * 5;
    const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
    for (let i = 0; i < rows; i++) lines.push(`Person ${i} Yield,y${i}@example.com,Y${i},1980-01-02,2026-01-01,`);
    const parsed = parseRoster(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
    expect(parsed.rowErrors).toEqual([]);
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await core.db.transaction((q) => applyRoster(core, q, String(employer.data.id), parsed.rows));
    const ticksDuringApply = ticks;
    done = true;
    expect(result.created).toBe(rows);
    // one turn of the loop at least per chunk (the old code ran the whole import in one turn)
    expect(ticksDuringApply).toBeGreaterThanOrEqual(4);
    const n = await core.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM "members" WHERE "employer" = ?', [employer.data.id]);
    expect(Number(n?.n)).toBe(rows);
  }, 120_000);
  it('reads the existing roster in pages, a turn of the loop between pages, every row once', async () => {
    const employer = await insert(core, core.db, 'employers', { name: 'Pages Co', status: 'active' });
    const id = String(employer.data['id']);
    const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
    for (let i = 0; i < 25; i++) lines.push(`Person ${i} Page,p${i}@example.com,P${i},,2026-01-01,`);
    const parsed = parseRoster(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
    await core.db.transaction((q) => applyRoster(core, q, id, parsed.rows));
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = await existingRows(core, core.db, id, 4);
    done = true;
    // 25 rows in pages of 4: 7 pages, a yield before each page after the first (the old code read all at once)
    expect(ticks).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => r.email).sort()).toEqual(parsed.rows.map((r) => r.email).sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(25);
    // importing the same file again finds every row: nothing is created twice
    const again = await core.db.transaction((q) => applyRoster(core, q, id, parsed.rows));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 25 });
  }, 120_000);

  it('writes through the store: the profile hook stamps a date of birth on the roster row (minor, adult_on)', async () => {
    const employer = await insert(core, core.db, 'employers', { name: 'Hooks Co', status: 'active' });
    const teen = `${new Date().getUTCFullYear() - 16}-01-02`;
    const csv = `name,email,employee_id,dob,eligibility_start,eligibility_end\nTeen Worker,teen@example.com,T1,${teen},2026-01-01,\nAdult Worker,adult@example.com,A1,1980-01-02,2026-01-01,\n`;
    const parsed = parseRoster(Buffer.from(csv, 'utf8'));
    expect(parsed.rowErrors).toEqual([]);
    await core.db.transaction((q) => applyRoster(core, q, employer.data.id, parsed.rows));
    const rows = await store(core).list('members', 'employer = {:e}', { params: { e: employer.data.id }, sort: '+employee_id' });
    // the old raw inserts skipped the profile's hook: both rows stayed minor = false with no adult_on
    expect(rows.map((r) => [r.data.employee_id, r.data.minor, r.data.adult_on.slice(0, 4)])).toEqual([
      ['A1', false, '1998'],
      ['T1', true, String(new Date().getUTCFullYear() + 2)],
    ]);
  }, 120_000);

  it('updates existing rows and their profiles from the one read of the roster (batched profile reads)', async () => {
    const employer = await insert(core, core.db, 'employers', { name: 'Update Co', status: 'active' });
    const id = String(employer.data['id']);
    const csv = (names: string, dob: string) => {
      const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
      for (let i = 0; i < ROSTER_YIELD_EVERY + 5; i++) lines.push(`${names} ${i},u${i}@example.com,U${i},${dob},2026-01-01,`);
      return parseRoster(Buffer.from(`${lines.join('\n')}\n`, 'utf8')).rows;
    };
    const first = await core.db.transaction((q) => applyRoster(core, q, id, csv('Ann Old', '1980-01-02')));
    expect(first.created).toBe(ROSTER_YIELD_EVERY + 5);
    const again = await core.db.transaction((q) => applyRoster(core, q, id, csv('Bea New', '1981-03-04')));
    expect(again).toEqual({ created: 0, updated: ROSTER_YIELD_EVERY + 5, unchanged: 0 });
    const members = await store(core).list('members', 'employer = {:e}', { params: { e: id } });
    expect(new Set(members.map((m) => m.data.first_name))).toEqual(new Set(['Bea']));
    const profiles = await store(core).list('profiles', 'member.employer = {:e}', { params: { e: id } });
    // one profile per member, each with the new date of birth (none created twice)
    expect(profiles).toHaveLength(ROSTER_YIELD_EVERY + 5);
    expect(new Set(profiles.map((p) => p.data.dob.slice(0, 10)))).toEqual(new Set(['1981-03-04']));
  }, 120_000);
});
