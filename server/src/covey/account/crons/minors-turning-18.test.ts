/**
 * A subscriber manages a minor until the 18th birthday, and not a moment longer (issue 26): with
 * the clock set past the birthday the rules and the people lists refuse the former guardian before the daily job has run; the job then clears `minor`,
 * tells the subscriber and invites the new adult, whose sign-up link claims their own row.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness/test-app.js';
import { TestMailer } from '../../../mail/test-mailer.js';
import { endMinorAccess } from './minors-turning-18.js';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestApp;
let mailer: TestMailer;
let teen = '';
let birthday = 0;

const rows = async (url: string) => {
  const res = await ctx.inject({ method: 'GET', url, auth: 'alice' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Record<string, unknown>[] }).items;
};
const q = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  mailer = new TestMailer();
  ctx.app.core.mailer = mailer;
  const alice = String(ctx.records.alice.data['id']);
  const own = await rows(`/api/collections/members/records${q(`user = "${alice}"`)}`);
  // born 18 years before a day three days from now: a minor today, an adult in a few days
  const b = new Date(Date.now() + 3 * DAY);
  birthday = Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate());
  const dob = new Date(Date.UTC(b.getUTCFullYear() - 18, b.getUTCMonth(), b.getUTCDate())).toISOString().slice(0, 10);
  const res = await ctx.inject({
    method: 'POST', url: '/api/collections/members/records', auth: 'alice',
    body: { first_name: 'Tess', last_name: 'Teen', email: 'tess@example.com', relationship: 'child', subscriber: own[0]!['id'] },
  });
  expect(res.statusCode).toBe(200);
  teen = String(res.json().id);
  const profile = await ctx.inject({ method: 'POST', url: '/api/collections/profiles/records', auth: 'alice', body: { member: teen, dob } });
  expect(profile.statusCode).toBe(200);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

describe('a minor turning 18', () => {
  it('is managed by the subscriber before the birthday', async () => {
    const members = await rows(`/api/collections/members/records${q(`id = "${teen}"`)}`);
    expect(members[0]).toMatchObject({ minor: true });
    expect((await rows(`/api/collections/profiles/records${q(`member = "${teen}"`)}`)).length).toBe(1);
    expect((await rows(`/api/collections/members/records${q(`subscriber.user = "${ctx.records.alice.data['id']}" && adult_on > @now`)}`)).length).toBe(1);
    expect(await endMinorAccess(ctx.app.core)).toBe(0);
  });

  it('ends on the birthday, before the daily job runs (rules, people lists)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(birthday + 60_000);
    expect(await rows(`/api/collections/profiles/records${q(`member = "${teen}"`)}`)).toEqual([]);
    const view = await ctx.inject({ method: 'GET', url: `/api/collections/members/records/${teen}`, auth: 'alice' });
    expect(view.json()).toMatchObject({ minor: true }); // the flag is the job's; access already ended
    const update = await ctx.inject({ method: 'PATCH', url: `/api/collections/members/records/${teen}`, auth: 'alice', body: { first_name: 'T' } });
    expect(update.statusCode).not.toBe(200);
    expect((await rows(`/api/collections/members/records${q(`subscriber.user = "${ctx.records.alice.data['id']}" && adult_on > @now`)}`)).length).toBe(0);
  });

  it('the daily job clears the flag, tells the subscriber and invites the new adult, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(birthday + 5 * 60_000);
    expect(await endMinorAccess(ctx.app.core)).toBe(1);
    expect(await endMinorAccess(ctx.app.core)).toBe(0);
    vi.useRealTimers();
    const view = await ctx.inject({ method: 'GET', url: `/api/collections/members/records/${teen}`, auth: 'superuser' });
    expect(view.json()).toMatchObject({ minor: false });
    const notes = await rows(`/api/collections/notifications/records`);
    expect(notes.map((n) => n['title'])).toContain('Tess Teen is 18 now');
    await mailer.waitFor(1);
    const mail = mailer.to('tess@example.com')[0];
    expect(mail?.subject).toBe('Your own Covey account');
    const token = /invite=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const info = await ctx.inject({ method: 'GET', url: `/api/roster/invite-info?token=${token}` });
    expect(info.json()).toMatchObject({ kind: 'adult_dependent', email: 'tess@example.com' });
    const signup = await ctx.inject({
      method: 'POST', url: '/api/roster/signup',
      body: { name: 'Tess Teen', email: 'tess@example.com', password: 'tess-password-1', invite: decodeURIComponent(token) },
    });
    expect(signup.statusCode).toBe(200);
    const claimed = await ctx.inject({ method: 'GET', url: `/api/collections/members/records/${teen}`, auth: 'superuser' });
    const users = await ctx.inject({ method: 'GET', url: `/api/collections/users/records?filter=${encodeURIComponent('email = "tess@example.com"')}`, auth: 'superuser' });
    expect(claimed.json()).toMatchObject({ user: users.json().items[0].id, relationship: 'child' });
  });
});
