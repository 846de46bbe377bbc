import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let pb: PocketBase;

beforeAll(async () => {
  srv = await startServer();
  pb = await srv.superuserClient();
});
afterAll(async () => {
  await srv?.stop();
});

/**
 * logs are written in batches: poll until `filter` lists at least `min` entries (the count and the page
 * are two queries, on PostgreSQL on two pool connections: a batch landing between them gives a count
 * ahead of the page, so the page is what is waited for)
 */
async function waitForLogs(filter: string, min = 1) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const list = await pb.logs.getList(1, 100, { filter, sort: '-created' });
    if ((list.totalItems >= min && list.items.length >= min) || Date.now() > deadline) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('request logs', () => {
  it('records method, url, status, duration, auth and user agent (never bodies)', async () => {
    await pb
      .collection('users')
      .create({ email: 'logged@example.com', password: 'secret-body-123', passwordConfirm: 'secret-body-123' });
    await expectError(srv.newClient().collection('users').getOne('missing1234567x'), { status: 404 });
    const list = await waitForLogs('data.url ~ "/api/collections/users/records" && data.method = "POST"');
    expect(list.totalItems).toBe(1);
    const log = list.items[0]!;
    expect(log.message).toBe('POST /api/collections/users/records');
    expect(log.level).toBe(0);
    expect(log.data).toMatchObject({
      type: 'request',
      method: 'POST',
      status: 200,
      auth: '_superusers',
      userIP: '127.0.0.1',
    });
    expect(typeof log.data['execTime']).toBe('number');
    expect(log.data['userAgent']).toBeTypeOf('string');
    expect(log.data['authId']).toBeUndefined(); // logs.logAuthId is off by default
    expect(JSON.stringify(log)).not.toContain('secret-body-123');

    const errors = await waitForLogs('data.status = 404 && data.url ~ "missing1234567x"');
    expect(errors.items[0]).toMatchObject({ level: 8, data: { auth: '', status: 404 } });
  });

  it('filters and sorts with the filter language; bad filters are a 400', async () => {
    for (let i = 0; i < 3; i++) await pb.health.check({ query: { probe: `p${i}` } });
    const list = await waitForLogs('data.url ~ "probe=p"', 3);
    expect(list.items.map((l) => l.data['url'])).toEqual([
      '/api/health?probe=p2',
      '/api/health?probe=p1',
      '/api/health?probe=p0',
    ]);
    const asc = await pb.logs.getList(1, 2, { filter: 'data.url ~ "probe=p" && level = 0', sort: '+created' });
    expect(asc.totalItems).toBe(3);
    expect(asc.totalPages).toBe(2);
    expect(asc.items.map((l) => l.data['url'])).toEqual(['/api/health?probe=p0', '/api/health?probe=p1']);
    const skip = await pb.logs.getList(1, 1, { filter: 'message = "GET /api/health?probe=p1"', skipTotal: true });
    expect(skip.totalItems).toBe(-1);
    expect(skip.items).toHaveLength(1);
    await expectError(pb.logs.getList(1, 10, { filter: 'password = 1' }), { status: 400 });
    await expectError(pb.logs.getList(1, 10, { filter: '(((' }), { status: 400 });
  });

  it('logs the auth id only when logs.logAuthId is on, and IPs only when logs.logIP is on', async () => {
    await pb.settings.update({ logs: { logAuthId: true, logIP: false } });
    await pb.health.check({ query: { probe: 'authid' } });
    const list = await waitForLogs('data.url ~ "probe=authid"');
    expect(list.items[0]!.data['authId']).toBe(pb.authStore.record?.id);
    expect(list.items[0]!.data['userIP']).toBeUndefined();
    await pb.settings.update({ logs: { logAuthId: false, logIP: true } });
  });

  it('views one log; unknown ids are a 404', async () => {
    const list = await waitForLogs('data.url ~ "probe=p1"');
    const one = await pb.logs.getOne(list.items[0]!.id);
    expect(one).toEqual(list.items[0]);
    await expectError(pb.logs.getOne('nope'), { status: 404 });
  });

  it('gives hourly stats, optionally filtered', async () => {
    const stats = await pb.logs.getStats();
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.reduce((n, s) => n + s.total, 0)).toBeGreaterThan(3);
    expect([...stats].sort((a, b) => (a.date < b.date ? -1 : 1))).toEqual(stats);
    const filtered = await pb.logs.getStats({ filter: 'data.url ~ "probe=p"' });
    expect(filtered.reduce((n, s) => n + s.total, 0)).toBe(3);
    for (const s of filtered) expect(s.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00\.000Z$/);
    await expectError(pb.logs.getStats({ filter: 'nope ~ 1' }), { status: 400, message: 'Invalid filter format.' });
  });

  it('does not log successful reads of the logs themselves', async () => {
    await pb.logs.getList(1, 1, { filter: 'data.url ~ "never-logged"' });
    await pb.health.check({ query: { probe: 'after' } });
    await waitForLogs('data.url ~ "probe=after"');
    const selfLogged = await pb.logs.getList(1, 10, { filter: 'data.url ~ "never-logged"' });
    expect(selfLogged.totalItems).toBe(0);
  });

  it('keeps no secret of a URL or Referer: invite, file, backup, reset tokens and OAuth codes are redacted', async () => {
    const canary = (what: string) => `CANARY${what}x9Qp0aB7cD2eF4gH6iJ8kL1mN3oP5qR7sT9`;
    const invite = canary('invite');
    const circleInvite = canary('circle');
    const reset = canary('reset');
    const code = canary('code');
    const fileToken = await pb.files.getToken();
    const get = (path: string, referer?: string) =>
      fetch(`${srv.url}${path}`, referer ? { headers: { referer } } : {}).then((r) => r.arrayBuffer());
    await get(`/api/invites/summary?token=${invite}`);
    await get(`/api/roster/invite-info?token=${invite}&probe=canary`);
    await get(`/api/files/users/missing1234567x/a.txt?thumb=100x100&token=${fileToken}`);
    await get(`/api/backups/missing.zip?token=${fileToken}`);
    await get(`/api/oauth2-redirect?code=${code}&state=${code}`);
    await get('/api/health?probe=referer1', `https://app.example/auth/reset?token=${reset}`);
    await get(
      '/api/health?probe=referer2',
      `https://app.example/login?invite=${invite}&redirect=${encodeURIComponent(`/auth?invite=${invite}`)}`,
    );
    await get('/api/health?probe=referer3', `https://app.example/signup?circle_invite=${circleInvite}`);
    await get('/api/health?probe=barrier');
    await waitForLogs('data.url ~ "probe=barrier"');
    const all = JSON.stringify((await pb.logs.getList(1, 500, { filter: 'data.type = "request"' })).items);
    for (const secret of [invite, circleInvite, reset, code, fileToken]) expect(all).not.toContain(secret);
    expect(all).not.toContain('CANARY');
    // the entries are there, with the shape of their URLs
    const summary = await waitForLogs('data.url ~ "/api/invites/summary"');
    expect(summary.items[0]!.data['url']).toBe('/api/invites/summary?token=[redacted]');
    expect(summary.items[0]!.message).toBe('GET /api/invites/summary?token=[redacted]');
    const referer = await waitForLogs('data.url ~ "probe=referer1"');
    expect(referer.items[0]!.data['referer']).toBe('https://app.example/auth/reset?token=[redacted]');
  });

  it('truncates all logs (DELETE /api/logs)', async () => {
    expect(await pb.logs.truncate()).toBe(true);
    const list = await pb.logs.getList(1, 10, { filter: 'data.url !~ "/api/logs"' });
    expect(list.totalItems).toBe(0);
  });

  it('stops logging when logs.maxDays is 0', async () => {
    await pb.settings.update({ logs: { maxDays: 0 } });
    await pb.health.check({ query: { probe: 'disabled' } });
    await pb.settings.update({ logs: { maxDays: 5 } });
    // a barrier instead of a delay: logs are written in order, so once a later request's log is
    // there, the earlier one would be too had it been logged
    await pb.health.check({ query: { probe: 'reenabled' } });
    expect((await waitForLogs('data.url ~ "probe=reenabled"')).totalItems).toBe(1);
    expect((await pb.logs.getList(1, 10, { filter: 'data.url ~ "probe=disabled"' })).totalItems).toBe(0);
  });
});
