/**
 * Issue 18 §1–2 through the official SDK and plain fetch: API keys are created once, stored
 * hashed, act as their owner narrowed to their scopes (scopes × collections matrix, never more
 * than the owner), stop at once when revoked, expired or when the owner loses the role, and an
 * employer's system syncs its roster with a `write:roster` key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { collect, eventually, settle } from '../harness/realtime-client.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const E = () => fx.ids['employers'] ?? '';

beforeAll(async () => ({ srv, fx } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

interface Created {
  id: string;
  key: string;
  prefix: string;
  scopes: string[];
  expires: string;
  [k: string]: unknown;
}

async function createKey(role: 'employer' | 'broker' | 'member', body: Record<string, unknown>): Promise<Created> {
  return fx.clients[role].send<Created>('/api/keys', { method: 'POST', body });
}

async function call(
  key: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${srv.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}), authorization: `Bearer ${key}` },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const rec = (c: string, id = '') => `/api/collections/${c}/records${id ? `/${id}` : ''}`;

describe('creating keys', () => {
  it('returns the secret once, stores only a hash and an 8-character prefix', async () => {
    const k = await createKey('employer', { name: 'HRIS sync', scopes: ['write:roster'], expires_in_days: 30 });
    expect(k.key).toMatch(/^pk_[A-Za-z0-9_-]{40,}$/);
    expect(k.prefix).toBe(k.key.slice(0, 8));
    expect(k).not.toHaveProperty('hash');
    const days = (Date.parse(k.expires.replace(' ', 'T')) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
    const listed = await fx.clients.employer.collection('api_keys').getOne(k.id);
    expect(JSON.stringify(listed)).not.toContain(k.key);
    expect(listed).not.toHaveProperty('hash');
    const asSu = await fx.su.collection('api_keys').getOne(k.id);
    expect(String(asSu['hash'])).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(asSu)).not.toContain(k.key);
  });

  it('never expires when asked, and refuses bad input', async () => {
    const k = await createKey('broker', {
      name: 'Agency CRM',
      scopes: ['read:roster', 'read:metrics'],
      expires_in_days: null,
    });
    expect(k.expires).toBe('');
    await expect(createKey('employer', { name: '', scopes: ['read:roster'] })).rejects.toMatchObject({ status: 400 });
    await expect(createKey('employer', { name: 'x', scopes: [] })).rejects.toMatchObject({ status: 400 });
    await expect(createKey('employer', { name: 'x', scopes: ['admin'] })).rejects.toMatchObject({ status: 400 });
    await expect(
      createKey('employer', { name: 'x', scopes: ['read:roster'], expires_in_days: 7 }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('is for employers and brokers in production; members, guests and direct creates are refused', async () => {
    await expect(createKey('member', { name: 'mine', scopes: ['read:tasks'] })).rejects.toMatchObject({ status: 403 });
    await expect(
      fx.clients.guest.send('/api/keys', { method: 'POST', body: { name: 'x', scopes: ['read:roster'] } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      fx.clients.employer
        .collection('api_keys')
        .create({ user: fx.user.employer, name: 'x', hash: 'a'.repeat(64), prefix: 'pk_aaaaa' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('a key acts as its owner within its scopes', () => {
  it('scopes × collections matrix: outside the scopes is 403, inside follows the owner rules', async () => {
    const roster = await createKey('employer', { name: 'read roster', scopes: ['read:roster'] });
    const members = await call(roster.key, rec('members'));
    expect(members.status).toBe(200);
    expect((members.body['items'] as { id: string }[]).map((m) => m.id)).toContain(fx.ids['members']);
    expect((await call(roster.key, rec('members', fx.ids['members']))).status).toBe(200);
    // read only: no writes
    const create = await call(roster.key, rec('members'), {
      method: 'POST',
      body: JSON.stringify({ employer: E(), email: 'ro@acme.test', status: 'invited' }),
    });
    expect(create.status).toBe(403);
    for (const c of [
      'coverages',
      'appointments',
      'tasks',
      'reports',
      'metrics',
      'users',
      'api_keys',
      'profiles',
      'messages',
      'files',
    ]) {
      expect((await call(roster.key, rec(c))).status, c).toBe(403);
    }
    const metrics = await createKey('employer', { name: 'metrics', scopes: ['read:metrics'] });
    expect((await call(metrics.key, rec('metrics'))).status).toBe(200);
    expect((await call(metrics.key, rec('members'))).status).toBe(403);
  });

  it('never more than the owner: an employer key with health scopes sees no member health data', async () => {
    const all = await createKey('employer', {
      name: 'everything',
      scopes: [
        'read:coverages',
        'read:appointments',
        'write:appointments',
        'read:tasks',
        'write:tasks',
        'read:reports',
      ],
    });
    for (const c of ['coverages', 'appointments', 'tasks', 'reports']) {
      const r = await call(all.key, rec(c));
      expect(r.status, c).toBe(200);
      expect(r.body['items'], c).toEqual([]);
    }
    expect((await call(all.key, rec('coverages', fx.ids['coverages']))).status).toBe(404);
  });

  it('cannot mint a session, a file token or another key, nor call product routes', async () => {
    const k = await createKey('employer', { name: 'no escalation', scopes: ['write:roster'] });
    expect((await call(k.key, '/api/collections/users/auth-refresh', { method: 'POST' })).status).toBe(403);
    expect((await call(k.key, '/api/files/token', { method: 'POST' })).status).toBe(403);
    expect(
      (
        await call(k.key, '/api/keys', {
          method: 'POST',
          body: JSON.stringify({ name: 'x', scopes: ['write:roster'] }),
        })
      ).status,
    ).toBe(403);
    expect((await call(k.key, '/api/collections/users/records?expand=employer')).status).toBe(403);
    const expanded = await call(k.key, `${rec('members', fx.ids['members'])}?expand=user,employer`);
    expect(expanded.status).toBe(200);
    const expand = (expanded.body['expand'] ?? {}) as Record<string, unknown>;
    expect(expand['user']).toBeUndefined();
    expect(expand['employer']).toBeDefined();
  });

  it('roster sync: a write:roster key creates and updates roster rows and invitations with the employer rules', async () => {
    const k = await createKey('employer', { name: 'Workday', scopes: ['write:roster'], expires_in_days: 365 });
    const created = await call(k.key, rec('members'), {
      method: 'POST',
      body: JSON.stringify({
        employer: E(),
        first_name: 'Jo',
        last_name: 'Rivera',
        email: 'jo.rivera@acme.test',
        employee_id: 'E-100',
        status: 'invited',
      }),
    });
    expect(created.status).toBe(200);
    const id = String(created.body['id']);
    const updated = await call(k.key, rec('members', id), {
      method: 'PATCH',
      body: JSON.stringify({ eligibility_start: '2027-01-01 00:00:00.000Z' }),
    });
    expect(updated.status).toBe(200);
    expect(String(updated.body['eligibility_start'])).toContain('2027-01-01');
    // the same validation as the employer: server-set fields and other employers are refused
    const serverSet = await call(k.key, rec('members'), {
      method: 'POST',
      body: JSON.stringify({
        employer: E(),
        email: 'x@acme.test',
        status: 'invited',
        source: 'hris',
        user: fx.user.member,
      }),
    });
    expect(serverSet.status).toBe(400);
    const active = await call(k.key, rec('members'), {
      method: 'POST',
      body: JSON.stringify({ employer: E(), email: 'y@acme.test', status: 'active' }),
    });
    expect(active.status).toBe(400);
    const invite = await call(k.key, rec('invites'), {
      method: 'POST',
      body: JSON.stringify({
        kind: 'member',
        email: 'jo.rivera@acme.test',
        inviter: fx.user.employer,
        employer: E(),
        status: 'pending',
      }),
    });
    expect(invite.status).toBe(200);
  });
});

describe('batch and realtime follow the key', () => {
  it('batch sub-requests are narrowed like single requests', async () => {
    await fx.su.settings.update({ batch: { enabled: true, maxRequests: 10, timeout: 3, maxBodySize: 0 } });
    const k = await createKey('employer', { name: 'batch', scopes: ['write:roster'] });
    const ok = await call(k.key, '/api/batch', {
      method: 'POST',
      body: JSON.stringify({
        requests: [
          {
            method: 'POST',
            url: '/api/collections/members/records',
            body: { employer: E(), email: 'batch@acme.test', status: 'invited' },
          },
        ],
      }),
    });
    expect(ok.status).toBe(200);
    const refused = await call(k.key, '/api/batch', {
      method: 'POST',
      body: JSON.stringify({
        requests: [
          {
            method: 'POST',
            url: '/api/collections/coverages/records',
            body: { member: fx.ids['members'], type: 'medical' },
          },
        ],
      }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('403');
  });
});

describe('realtime follows the key', () => {
  it('delivers only what the scopes allow, and stops when the key is revoked', async () => {
    const roster = await createKey('employer', { name: 'rt roster', scopes: ['read:roster'] });
    const metrics = await createKey('employer', { name: 'rt metrics', scopes: ['read:metrics'] });
    const keyClient = (key: string) => {
      const pb = srv.newClient();
      pb.authStore.save(key, null);
      return pb;
    };
    const withRoster = await collect(keyClient(roster.key), 'members', '*');
    const withMetrics = await collect(keyClient(metrics.key), 'members', '*');
    const first = await fx.su
      .collection('members')
      .create({ employer: E(), email: 'rt1@acme.test', status: 'invited' });
    expect(await eventually(() => withRoster.events.some((e) => e.record.id === first.id))).toBe(true);
    await settle();
    expect(withMetrics.events).toEqual([]);

    await fx.clients.employer.collection('api_keys').update(roster.id, { revoked: true });
    const second = await fx.su
      .collection('members')
      .create({ employer: E(), email: 'rt2@acme.test', status: 'invited' });
    await settle();
    expect(withRoster.events.some((e) => e.record.id === second.id)).toBe(false);
    await withRoster.unsubscribe();
    await withMetrics.unsubscribe();
  });
});

describe('keys stop working', () => {
  it('revoked, expired, unknown keys and owners who lost the role answer 401; un-revoking is refused', async () => {
    const k = await createKey('employer', { name: 'to revoke', scopes: ['read:roster'] });
    expect((await call(k.key, rec('members'))).status).toBe(200);
    await fx.clients.employer.collection('api_keys').update(k.id, { name: 'renamed' });
    await fx.clients.employer.collection('api_keys').update(k.id, { revoked: true });
    expect((await call(k.key, rec('members'))).status).toBe(401);
    await expect(fx.clients.employer.collection('api_keys').update(k.id, { revoked: false })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      fx.clients.employer.collection('api_keys').update(k.id, { scopes: ['write:roster'] }),
    ).rejects.toMatchObject({ status: 404 });

    const e = await createKey('employer', { name: 'to expire', scopes: ['read:roster'] });
    await fx.su.collection('api_keys').update(e.id, { expires: '2020-01-01 00:00:00.000Z' });
    expect((await call(e.key, rec('members'))).status).toBe(401);

    expect((await call(`${k.key.slice(0, 8)}${'x'.repeat(40)}`, rec('members'))).status).toBe(401);

    const b = await createKey('broker', { name: 'broker key', scopes: ['read:roster'] });
    expect((await call(b.key, rec('members'))).status).toBe(200);
    await fx.su.collection('users').update(fx.user.broker, { role: 'member' });
    try {
      expect((await call(b.key, rec('members'))).status).toBe(401);
    } finally {
      await fx.su.collection('users').update(fx.user.broker, { role: 'broker' });
    }
    expect((await call(b.key, rec('members'))).status).toBe(200);
  });

  it('records last use without a write per request, and the secret never reaches the logs', async () => {
    const k = await createKey('employer', { name: 'touch', scopes: ['read:roster'] });
    for (let i = 0; i < 3; i++)
      expect((await call(k.key, `${rec('members')}?filter=${encodeURIComponent('email != ""')}`)).status).toBe(200);
    let row: Record<string, unknown> = {};
    for (let i = 0; i < 50 && !row['last_used']; i++) {
      row = await fx.clients.employer.collection('api_keys').getOne(k.id);
      if (!row['last_used']) await new Promise((r) => setTimeout(r, 100));
    }
    expect(row['last_used']).toBeTruthy();
    expect(row['last_ip']).toBe('127.0.0.1');
    let logs = '';
    for (let i = 0; i < 50 && !logs.includes('/api/collections/members/records'); i++) {
      logs = JSON.stringify(await fx.su.logs.getList(1, 200, { filter: 'data.url ~ "members"' }));
      if (!logs.includes('/api/collections/members/records')) await new Promise((r) => setTimeout(r, 200));
    }
    expect(logs).toContain('/api/collections/members/records');
    expect(logs).not.toContain(k.key);
    expect(logs).not.toContain(k.key.slice(8));
  });
});

describe('developer environment', () => {
  it('lets any role hold a key', async () => {
    const dev = await startServer({ env: { COVEY_ENVIRONMENT: 'developer' } });
    try {
      const su = await dev.superuserClient();
      await su.collection('users').create({
        email: 'dev@fixture.test',
        password: 'dev-pass-1234',
        passwordConfirm: 'dev-pass-1234',
        name: 'Dev',
        role: 'member',
      });
      const pb = dev.newClient();
      await pb.collection('users').authWithPassword('dev@fixture.test', 'dev-pass-1234');
      const k = await pb.send<Created>('/api/keys', {
        method: 'POST',
        body: { name: 'my app', scopes: ['read:tasks'] },
      });
      const res = await fetch(`${dev.url}/api/collections/tasks/records`, {
        headers: { authorization: `Bearer ${k.key}` },
      });
      expect(res.status).toBe(200);
    } finally {
      await dev.stop();
    }
  });
});
