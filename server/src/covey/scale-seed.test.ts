/**
 * `covey seed --scale=0.1` (0.02 on PostgreSQL) end to end (about 2,000 members and 45,000 records, through the record
 * service and the hooks): the counts per collection, and the invariants the product relies on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import type { CoreApp } from '../core/core-app.js';
import { hashPassword, verifyPassword } from '../core/auth/password.js';
import { freshDatabase, usePostgres } from '../../test/harness/pg-cluster.js';
import { installCoveyHooks } from './install.js';
import { seedScale, type ScaleResult } from './scale-seed.js';
import { SCALE_1, SCALE_PASSWORD, scaleCounts } from './scale-seed-data.js';

describe('scaleCounts', () => {
  it('multiplies every size, at least one of each', () => {
    expect(scaleCounts(1)).toEqual({ ...SCALE_1 });
    expect(scaleCounts(0.1)).toMatchObject({ employers: 30, brokers: 2, counselors: 6, members: 2000, messages: 20_000 });
    expect(scaleCounts(5).members).toBe(100_000);
    expect(scaleCounts(0.0001)).toMatchObject({ brokers: 1, employers: 1, members: 3 });
  });
  it('refuses scales that are not a positive number up to 20', () => {
    for (const bad of [0, -1, Number.NaN, 21, Number.POSITIVE_INFINITY]) expect(() => scaleCounts(bad)).toThrow(/--scale must be/);
  });
});

/**
 * 0.1 on SQLite (about 20 s of seeding CPU); on PostgreSQL every hook query is a round trip and the
 * same seed takes ten times as long, so the PostgreSQL run checks the same invariants at 0.02.
 */
const SCALE = usePostgres() ? 0.02 : 0.1;

describe(`seedScale at ${SCALE}`, () => {
  let dir = '';
  let core: CoreApp;
  let res: ScaleResult;
  let drop: (() => Promise<void>) | undefined;
  const one = async <T>(sql: string, params: unknown[] = []) => (await core.db.get<T>(sql, params))!;
  const n = async (sql: string, params: unknown[] = []) => Number((await one<{ n: number }>(sql, params)).n);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-scale-'));
    const pg = usePostgres() ? await freshDatabase({ empty: true }) : undefined;
    drop = pg?.drop;
    core = await openCore(dir, pg?.url);
    await migrateShared(core);
    installCoveyHooks(core);
    res = await seedScale(core, SCALE);
  }, 600_000);

  afterAll(async () => {
    await core?.db.close();
    await drop?.().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('makes the planned number of each record (hooks may add notices and chats on top)', () => {
    const p = res.planned;
    const c = res.counts;
    expect(c['employers']).toBe(p.employers);
    expect(c['brokers']).toBe(p.brokers);
    expect(c['counselors']).toBe(p.counselors);
    expect(c['members']).toBe(p.members);
    expect(c['profiles']).toBe(p.members);
    for (const k of ['circles', 'coverages', 'plans', 'reports', 'appointments', 'comments'] as const) expect(c[k], k).toBe(p[k]);
    // the plan hooks add nothing to tasks; messages and circle members are exact too
    expect(c['tasks']).toBe(p.tasks);
    expect(c['messages']).toBe(p.messages);
    expect(c['circle_members']).toBe(p.circleMembers);
    expect(c['chats']).toBeGreaterThanOrEqual(p.chats);
    expect(c['notifications']).toBeGreaterThanOrEqual(p.notifications);
    expect(c['users']).toBe(p.members - Math.round(p.members * 0.1) + p.counselors + p.brokers + p.employers);
  });

  it('gives every member one profile, and dependents a subscriber and no account', async () => {
    expect(await n('SELECT COUNT(*) AS n FROM "members" m WHERE (SELECT COUNT(*) FROM "profiles" p WHERE p."member" = m."id") != 1')).toBe(0);
    const deps = await n(`SELECT COUNT(*) AS n FROM "members" WHERE "subscriber" != ''`);
    expect(deps).toBe(Math.round(res.planned.members * 0.1));
    expect(await n(`SELECT COUNT(*) AS n FROM "members" WHERE "subscriber" != '' AND "user" != ''`)).toBe(0);
    expect(await n(`SELECT COUNT(*) AS n FROM "members" WHERE "minor" = 1`)).toBeGreaterThan(0);
    expect(await n(`SELECT COUNT(*) AS n FROM "members" WHERE "minor" = 1 AND "relationship" != 'child'`)).toBe(0);
  });

  it('ran onboarding: a counselor for everyone within capacity, a counselor chat with both people in it', async () => {
    expect(await n(`SELECT COUNT(*) AS n FROM "members" WHERE "counselor" = ''`)).toBe(0);
    const over = await n(
      `SELECT COUNT(*) AS n FROM "counselors" c WHERE c."capacity" < (SELECT COUNT(*) FROM "members" m WHERE m."counselor" = c."id")`,
    );
    expect(over).toBe(0);
    const completed = await core.db.all<{ id: string; user: string; cuser: string }>(
      `SELECT m."id" AS id, m."user" AS "user", c."user" AS cuser FROM "members" m JOIN "counselors" c ON c."id" = m."counselor"
       WHERE m."onboarding_step" = 'completed' AND m."user" != '' ORDER BY m."id" LIMIT 50`,
    );
    expect(completed.length).toBe(50);
    for (const m of completed) {
      const chat = await one<{ participants: unknown } | undefined>(`SELECT "participants" FROM "chats" WHERE "member" = ? AND "kind" = 'counselor'`, [m.id]);
      const parts = typeof chat?.participants === 'string' ? (JSON.parse(chat.participants) as string[]) : (chat?.participants as string[] | undefined) ?? [];
      expect(parts).toEqual(expect.arrayContaining([m.user, m.cuser]));
    }
    expect(await n(`SELECT COUNT(*) AS n FROM "members" WHERE "onboarding_step" = 'completed' AND "status" != 'active'`)).toBe(0);
  });

  it('ran the chat hooks: every chat with messages shows its last one', async () => {
    expect(await n(`SELECT COUNT(*) AS n FROM "chats" c WHERE "last_message" = '' AND EXISTS (SELECT 1 FROM "messages" m WHERE m."chat" = c."id")`)).toBe(0);
    expect(await n(`SELECT COUNT(*) AS n FROM "messages" WHERE "sender_name" = ''`)).toBe(0);
  });

  it('gives active caregivers with the chat scope a seat in the member’s counselor chat (chat-access hook)', async () => {
    const list = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as string[]) : (v as string[]));
    const rows = (
      await core.db.all<{ user: string; scopes: unknown; participants: unknown }>(
        `SELECT cm."user" AS "user", cm."scopes" AS scopes, ch."participants" AS participants FROM "circle_members" cm JOIN "circles" ci ON ci."id" = cm."circle"
         JOIN "chats" ch ON ch."member" = ci."member" AND ch."kind" = 'counselor'
         WHERE cm."status" = 'active' ORDER BY cm."id" LIMIT 200`,
      )
    ).filter((r) => list(r.scopes).includes('chat'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(list(r.participants)).toContain(r.user);
    }
    expect(await n(`SELECT COUNT(*) AS n FROM "circle_members" cm JOIN "circles" c ON c."id" = cm."circle" WHERE cm."user" = c."owner"`)).toBe(0);
  });

  it('books no counselor twice at the same time', async () => {
    expect(
      await n(`SELECT COUNT(*) AS n FROM (SELECT "counselor", "start" FROM "appointments" WHERE "status" != 'cancelled' GROUP BY "counselor", "start" HAVING COUNT(*) > 1) x`),
    ).toBe(0);
  });

  it('lets the accounts sign in with the printed password, and hashes normally again afterwards', async () => {
    const user = await one<{ password: string }>(`SELECT "password" FROM "users" WHERE "email" = ?`, [res.accounts.member]);
    expect(await verifyPassword(SCALE_PASSWORD, user.password)).toBe(true);
    expect(await verifyPassword('wrong-password', user.password)).toBe(false);
    // the reused hash was for the seed only
    expect(await hashPassword(SCALE_PASSWORD)).not.toBe(user.password);
    for (const email of Object.values(res.accounts)) expect(email).toMatch(/@example\.com$/);
  });

  it('refuses to seed the same folder twice', async () => {
    await expect(seedScale(core, SCALE)).rejects.toThrow(/already loaded/);
  });
});
