/**
 * `1700001970_covey_member_language`: existing member rows get their person's own language (the
 * backfill runs on SQLite and PostgreSQL alike); rows without an account stay empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/test-app.js';
import { coveyMemberLanguage } from './covey-member-language.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('members.language backfill', () => {
  it('copies users.language onto the member rows of that user, and down removes the field', async () => {
    const core = ctx.app.core;
    const alice = String(ctx.records.alice.data['id']);
    await coveyMemberLanguage.down(core);
    expect(core.getCollection('members')!.fields.some((f) => f.name === 'language')).toBe(false);
    await core.db.run('UPDATE "users" SET "language" = ? WHERE "id" = ?', ['es', alice]);
    await coveyMemberLanguage.up(core);
    const rows = await core.db.all<{ user: string; language: string }>('SELECT "user", "language" FROM "members"', []);
    expect(rows.filter((r) => r.user === alice).map((r) => r.language)).toEqual(['es']);
    expect(rows.filter((r) => r.user !== alice && r.user).every((r) => r.language === 'en' || r.language === '')).toBe(true);
    // idempotent
    await coveyMemberLanguage.up(core);
  });
});
