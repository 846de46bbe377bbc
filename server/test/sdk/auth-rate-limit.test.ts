import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { AUTH_COLLECTION, createAuthCollection } from '../harness/auth-collection.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;

beforeAll(async () => {
  srv = await startServer({ rateLimits: true });
  su = await srv.superuserClient();
  await createAuthCollection(su);
});
afterAll(async () => {
  await srv?.stop();
});

// a new identity each time: these tests are about the per-address limits, not the per-account throttle
let n = 0;
const login = (headers: Record<string, string> = {}) =>
  fetch(`${srv.url}/api/collections/${AUTH_COLLECTION}/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ identity: `nobody${++n}@example.com`, password: 'whatever-123' }),
  });

describe('rate limits', () => {
  it('are on by default with the strict auth rules', async () => {
    const s = await su.settings.getAll();
    expect(s['rateLimits'].enabled).toBe(true);
    expect(s['rateLimits'].rules).toEqual(expect.arrayContaining([
      { label: '*:authWithPassword', audience: '', duration: 300, maxRequests: 30 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
    ]));
  });

  it('answer 429 with the envelope once exceeded, never limit superusers, and recover after the window', async () => {
    // a window the test cannot outlive, however slow the machine (the window's arithmetic itself is
    // checked on an injected clock in rate-limit-rules.test.ts)
    await su.settings.update({ rateLimits: { enabled: true, rules: [{ label: '*:authWithPassword', audience: '', duration: 300, maxRequests: 3 }] } });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(400);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ data: {}, message: 'Too Many Requests.', status: 429 });
    await expectError(srv.newClient().collection(AUTH_COLLECTION).authWithPassword('nobody@example.com', 'whatever-123'), { status: 429, message: 'Too Many Requests.' });
    // superusers are never limited (same IP)
    const asSuperuser = await fetch(`${srv.url}/api/collections/${AUTH_COLLECTION}/auth-with-password`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: su.authStore.token }, body: JSON.stringify({ identity: 'x@example.com', password: 'x' }),
    });
    expect(asSuperuser.status).toBe(400);

    // recovery on a 1-second window: limited once two attempts land in one window, allowed again
    // once a later window starts (waiting for each condition, not for a guessed time)
    await su.settings.update({ rateLimits: { enabled: true, rules: [{ label: '*:authWithPassword', audience: '', duration: 1, maxRequests: 1 }] } });
    await expect.poll(async () => (await login()).status, { timeout: 20_000, interval: 0 }).toBe(429);
    await expect.poll(async () => (await login()).status, { timeout: 20_000, interval: 100 }).toBe(400);
  });

  it('take the client IP from forwarded headers only when the proxy is trusted', async () => {
    await su.settings.update({ rateLimits: { enabled: true, rules: [{ label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 1 }] } });
    expect((await login({ 'X-Forwarded-For': '203.0.113.1' })).status).toBe(400);
    // spoofed header ignored: same socket IP, already used up
    expect((await login({ 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
    await su.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } });
    expect((await login({ 'X-Forwarded-For': '203.0.113.3' })).status).toBe(400);
    expect((await login({ 'X-Forwarded-For': '203.0.113.3' })).status).toBe(429);
    expect((await login({ 'X-Forwarded-For': '203.0.113.4' })).status).toBe(400);
    await su.settings.update({ trustedProxy: { headers: [] } });
  });

  it('can be turned off through the settings', async () => {
    await su.settings.update({ rateLimits: { enabled: false } });
    for (let i = 0; i < 5; i++) expect((await login()).status).toBe(400);
  });
});
