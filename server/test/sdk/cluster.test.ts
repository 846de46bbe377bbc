/**
 * Two Covey instances on one PostgreSQL database behave as one (issue 21): a collection created
 * through A is served by B without a restart, a record written through A reaches a realtime
 * subscriber connected to B (rules checked on B), also when B's LISTEN connection was cut while the
 * record was written (replayed once B is back, decision 0027), settings changed on A apply on B, rate limits are
 * counted across both, and a cron
 * job scheduled on both fires once per slot. PostgreSQL only (COVEY_TEST_DB=postgres).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import pg from 'pg';
import { MAIN_JS, startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { collect, eventually } from '../harness/realtime-client.js';
import { freshDatabase, usePostgres } from '../harness/pg-cluster.js';
import { startRoundRobinProxy } from '../harness/round-robin-proxy.js';

const PROBE = { COVEY_CRON_PROBE: '* * * * * *' };
const run = promisify(execFile);

describe.runIf(usePostgres())('two instances on one PostgreSQL database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let suA: PocketBase;
  let suB: PocketBase;

  beforeAll(async () => {
    a = await startServer({ env: PROBE });
    // B shares A's database and A's data folder (uploaded files on a shared folder); B waits 3 s
    // before reconnecting a lost LISTEN connection, so writes made right after a cut fall in the outage
    b = await startServer({
      env: { ...PROBE, COVEY_CLUSTER_RECONNECT_MS: '3000' },
      databaseUrl: a.databaseUrl!,
      dataDir: a.dataDir,
    });
    suA = await a.superuserClient();
    suB = await b.superuserClient();
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('serves on B a collection created through A, without a restart', async () => {
    await suA.collections.create({
      name: 'cluster_notes',
      type: 'base',
      listRule: 'owner = @request.auth.id',
      viewRule: 'owner = @request.auth.id',
      createRule: '@request.auth.id != ""',
      updateRule: 'owner = @request.auth.id',
      deleteRule: 'owner = @request.auth.id',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      ],
    });
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      seen = await suB.collections.getOne('cluster_notes').then(
        () => true,
        () => false,
      );
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(true);
    expect((await suB.collection('cluster_notes').getList(1, 10)).totalItems).toBe(0);
  });

  it('delivers a record written through A to a subscriber of B, with B checking the rules', async () => {
    const mk = async (email: string) => {
      const rec = await suA
        .collection('users')
        .create({ email, password: 'password-123', passwordConfirm: 'password-123', name: email });
      const pb = b.newClient();
      await pb.collection('users').authWithPassword(email, 'password-123');
      return { pb, id: rec.id };
    };
    const alice = await mk('alice-cluster@example.com');
    const bob = await mk('bob-cluster@example.com');
    const aliceSub = await collect(alice.pb, 'cluster_notes', '*');
    const bobSub = await collect(bob.pb, 'cluster_notes', '*');
    const writer = a.newClient();
    await writer.collection('users').authWithPassword('alice-cluster@example.com', 'password-123');
    const rec = await writer.collection('cluster_notes').create({ title: 'from A', owner: alice.id });
    await writer.collection('cluster_notes').update(rec.id, { title: 'edited on A' });
    await writer.collection('cluster_notes').delete(rec.id);
    expect(await eventually(() => aliceSub.events.length === 3, 10_000)).toBe(true);
    expect(aliceSub.events.map((e) => `${e.action}:${String(e.record['title'])}`)).toEqual([
      'create:from A',
      'update:edited on A',
      'delete:edited on A',
    ]);
    // bob's subscription on B was checked against the list rule on B: nothing for him
    expect(bobSub.events).toEqual([]);
    for (const pb of [alice.pb, bob.pb]) await pb.realtime.unsubscribe().catch(() => undefined);
  });

  it('accepts on B a subscription for a stream held by A (no sticky sessions), with the same auth checks', async () => {
    const email = 'carol-cluster@example.com';
    const carolRec = await suA
      .collection('users')
      .create({ email, password: 'password-123', passwordConfirm: 'password-123', name: 'carol' });
    const carol = a.newClient();
    await carol.collection('users').authWithPassword(email, 'password-123');
    // the SDK opens its stream on A and posts its subscriptions to A; take its client id
    const sub = await collect(carol, 'cluster_notes', '*');
    const clientId = carol.realtime.clientId;
    expect(clientId).not.toBe('');
    const postTo = (srv: ServerProcess, body: unknown, token = carol.authStore.token) =>
      fetch(`${srv.url}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify(body),
      });
    // an empty list through B unsubscribes on A: a record written now does not arrive
    expect((await postTo(b, { clientId, subscriptions: [] })).status).toBe(204);
    const writer = b.newClient();
    await writer.collection('users').authWithPassword(email, 'password-123');
    await writer.collection('cluster_notes').create({ title: 'while unsubscribed', owner: carolRec.id });
    // subscribing again through B: the next record created through B reaches the stream on A
    expect((await postTo(b, { clientId, subscriptions: ['cluster_notes/*'] })).status).toBe(204);
    await writer.collection('cluster_notes').create({ title: 'via B', owner: carolRec.id });
    expect(await eventually(() => sub.events.length >= 1, 10_000)).toBe(true);
    expect(sub.events.map((e) => String(e.record['title']))).toEqual(['via B']);
    // the owner checks the auth as for a local POST: another account's token, or none, is refused
    const other = b.newClient();
    await other.collection('users').authWithPassword('bob-cluster@example.com', 'password-123');
    const wrong = await postTo(b, { clientId, subscriptions: ['cluster_notes/*'] }, other.authStore.token);
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/authorization don't match/);
    expect((await postTo(b, { clientId, subscriptions: [] }, '')).status).toBe(403);
    // the form is validated on the receiving instance first
    const blank = await postTo(b, { clientId: '', subscriptions: [] });
    expect(blank.status).toBe(400);
    await carol.realtime.unsubscribe().catch(() => undefined);
  });

  it('answers 404 on either instance for a client id no instance holds', async () => {
    for (const srv of [a, b]) {
      const res = await fetch(`${srv.url}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId: 'no-such-client-anywhere', subscriptions: [] }),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Missing or invalid client id.');
    }
  });

  it('works through a round-robin load balancer with the official SDK', async () => {
    const proxy = await startRoundRobinProxy([a.url, b.url]);
    try {
      const email = 'dave-cluster@example.com';
      const rec = await suA
        .collection('users')
        .create({ email, password: 'password-123', passwordConfirm: 'password-123', name: 'dave' });
      const dave = new PocketBase(proxy.url);
      await dave.collection('users').authWithPassword(email, 'password-123');
      const subs = [await collect(dave, 'cluster_notes', '*'), await collect(dave, 'users', rec.id)];
      const realtime = proxy.log.filter((l) => l.path.startsWith('/api/realtime'));
      // the stream and at least one subscription POST went to different instances
      const stream = realtime.find((l) => l.method === 'GET');
      expect(stream).toBeDefined();
      expect(realtime.some((l) => l.method === 'POST' && l.upstream !== stream!.upstream)).toBe(true);
      const writer = new PocketBase(proxy.url);
      await writer.collection('users').authWithPassword(email, 'password-123');
      await writer.collection('cluster_notes').create({ title: 'balanced 1', owner: rec.id });
      await writer.collection('cluster_notes').create({ title: 'balanced 2', owner: rec.id });
      await writer.collection('users').update(rec.id, { name: 'dave 2' });
      expect(await eventually(() => subs[0]!.events.length >= 2 && subs[1]!.events.length >= 1, 10_000)).toBe(true);
      expect(subs[0]!.events.map((e) => String(e.record['title'])).sort()).toEqual(['balanced 1', 'balanced 2']);
      expect(String(subs[1]!.events[0]!.record['name'])).toBe('dave 2');
      await dave.realtime.unsubscribe();
    } finally {
      await proxy.close();
    }
  });

  // runs before any other test cuts a connection: B's LISTEN connection is then the newest one
  it("replays to B's subscriber the record events written through A while B's LISTEN connection was cut", async () => {
    await suA.collections.create({
      name: 'cluster_replay',
      type: 'base',
      listRule: 'owner = @request.auth.id',
      viewRule: 'owner = @request.auth.id',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      ],
    });
    const email = 'erin-cluster@example.com';
    const erin = await suA
      .collection('users')
      .create({ email, password: 'password-123', passwordConfirm: 'password-123', name: 'erin' });
    const other = await suA.collection('users').create({
      email: 'frank-cluster@example.com',
      password: 'password-123',
      passwordConfirm: 'password-123',
    });
    const pb = b.newClient();
    await pb.collection('users').authWithPassword(email, 'password-123');
    const sub = await collect(pb, 'cluster_replay', '*');

    const admin = new pg.Client({ connectionString: a.databaseUrl! });
    await admin.connect();
    const listening = async () =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'covey-listen'`,
        )
      ).rows[0]!.n;
    try {
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = (SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'covey-listen' ORDER BY backend_start DESC LIMIT 1)`,
      );
      expect(cut.rowCount).toBe(1);
      for (const title of ['one', 'two', 'three']) {
        await suA.collection('cluster_replay').create({ title, owner: erin.id });
      }
      // a record erin may not list: B checks the rule on the replayed event too
      await suA.collection('cluster_replay').create({ title: 'not hers', owner: other.id });
      const outage = (await listening()) < 2;
      expect(await eventually(() => sub.events.length >= 3, 20_000)).toBe(true);
      // once more, live: duplicates of the first three would arrive before it
      for (let i = 0; i < 100 && (await listening()) < 2; i++) await new Promise((r) => setTimeout(r, 100));
      await suA.collection('cluster_replay').create({ title: 'four', owner: erin.id });
      expect(await eventually(() => sub.events.length >= 4, 10_000)).toBe(true);
      expect(sub.events.map((e) => `${e.action}:${String(e.record['title'])}`)).toEqual([
        'create:one',
        'create:two',
        'create:three',
        'create:four',
      ]);
      // when the writes all landed before B was back, they can only have come through the replay
      if (outage) {
        expect(await eventually(() => /replayed \d+ message/.test(b.output()), 10_000)).toBe(true);
        expect(Number(/replayed (\d+) message/.exec(b.output())?.[1])).toBeGreaterThanOrEqual(4);
      }
    } finally {
      await admin.end();
      await pb.realtime.unsubscribe().catch(() => undefined);
    }
  });

  it('catches up after the listening connections drop: schema changes are not missed, realtime resumes', async () => {
    const admin = new pg.Client({ connectionString: a.databaseUrl! });
    await admin.connect();
    try {
      // cut every instance's LISTEN connection, then change the schema through A at once
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'covey-listen'`,
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await suA.collections.create({
      name: 'cluster_after_blip',
      type: 'base',
      listRule: '',
      viewRule: '',
      fields: [{ name: 'title', type: 'text' }],
    });
    let seen = false;
    for (let i = 0; i < 100 && !seen; i++) {
      seen = await suB.collections.getOne('cluster_after_blip').then(
        () => true,
        () => false,
      );
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(true);
    // once both listen again, a record written through A reaches a subscriber of B
    const guest = b.newClient();
    const sub = await collect(guest, 'cluster_after_blip', '*');
    let delivered = false;
    for (let i = 0; i < 20 && !delivered; i++) {
      await suA.collection('cluster_after_blip').create({ title: `after ${i}` });
      delivered = await eventually(() => sub.events.length > 0, 1000);
    }
    expect(delivered).toBe(true);
    await guest.realtime.unsubscribe().catch(() => undefined);
  });

  it('serves from B a file uploaded through A (files on a shared folder)', async () => {
    await suA.collections.create({
      name: 'cluster_docs',
      type: 'base',
      listRule: '',
      viewRule: '',
      fields: [{ name: 'doc', type: 'file', maxSelect: 1 }],
    });
    const form = new FormData();
    form.append('doc', new Blob(['shared across instances'], { type: 'text/plain' }), 'note.txt');
    const rec = await suA.collection('cluster_docs').create(form);
    const url = b.newClient().files.getURL(rec, String(rec['doc']));
    // B may still be applying the new collection: wait for it
    let res = await fetch(url);
    for (let i = 0; i < 50 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await fetch(url);
    }
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('shared across instances');
  });

  it('applies on B the settings saved through A', async () => {
    await suA.settings.update({ meta: { appName: 'Fleet Covey' } });
    let name = '';
    for (let i = 0; i < 50 && name !== 'Fleet Covey'; i++) {
      name = String(((await suB.settings.getAll()) as { meta: { appName: string } }).meta.appName);
      if (name !== 'Fleet Covey') await new Promise((r) => setTimeout(r, 100));
    }
    expect(name).toBe('Fleet Covey');
  });

  it('fires a cron job scheduled on both instances once per slot', async () => {
    const probes = async () =>
      (await suB.logs.getList(1, 500, { filter: 'message = "cron probe"', sort: 'created' })).items.map((l) =>
        String(l.data['slot']),
      );
    let slots: string[] = [];
    for (let i = 0; i < 100 && slots.length < 4; i++) {
      slots = await probes();
      if (slots.length < 4) await new Promise((r) => setTimeout(r, 200));
    }
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('runs the CLI on the shared database (--db): a superuser created there signs in on both', async () => {
    const db = `--db=${a.databaseUrl!}`;
    const migrate = await run(process.execPath, [MAIN_JS, 'migrate', 'up', db, `--dir=${a.dataDir}`]);
    expect(migrate.stdout).toContain('No migrations to apply.');
    await run(process.execPath, [
      MAIN_JS,
      'superuser',
      'upsert',
      'fleet@example.com',
      'fleet-password-1',
      db,
      `--dir=${a.dataDir}`,
    ]);
    for (const srv of [a, b]) {
      const pb = srv.newClient();
      await pb.collection('_superusers').authWithPassword('fleet@example.com', 'fleet-password-1');
      expect(pb.authStore.isValid).toBe(true);
    }
  });

  it('answers backup requests with a clear 400 (PostgreSQL is backed up with pg_dump)', async () => {
    const err = await expectError(suA.backups.create('x.zip'), { status: 400 });
    expect(err.response['message']).toMatch(/pg_dump/);
    expect(await suA.backups.getFullList()).toEqual([]);
  });

  it('counts rate limits across the instances', async () => {
    const label = '/api/collections/cluster_notes/records';
    await suA.settings.update({
      rateLimits: { enabled: true, rules: [{ label, audience: '@guest', duration: 300, maxRequests: 6 }] },
    });
    const guestList = (srv: ServerProcess) => fetch(`${srv.url}${label}`).then((r) => r.status);
    // the settings reach B first (the rule must be active there)
    let enabledOnB = false;
    for (let i = 0; i < 50 && !enabledOnB; i++) {
      enabledOnB = ((await suB.settings.getAll()) as { rateLimits: { enabled: boolean } }).rateLimits.enabled;
      if (!enabledOnB) await new Promise((r) => setTimeout(r, 100));
    }
    expect(enabledOnB).toBe(true);
    for (let i = 0; i < 6; i++) expect(await guestList(a)).toBe(200);
    expect(await guestList(a)).toBe(429);
    // B learns A's count within moments: it refuses before serving 6 of its own
    let servedOnB = 0;
    let refused = false;
    for (let i = 0; i < 6 && !refused; i++) {
      const status = await guestList(b);
      if (status === 429) refused = true;
      else {
        servedOnB++;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    expect(refused).toBe(true);
    expect(servedOnB).toBeLessThan(6);
    await suA.settings.update({ rateLimits: { enabled: false } });
  });

  it('counts password failures against one account on every instance', async () => {
    await suA.settings.update({ rateLimits: { enabled: false } });
    const email = `throttle-${Date.now()}@example.com`;
    await suA
      .collection('users')
      .create({ email, password: 'right-password-1', passwordConfirm: 'right-password-1', name: 'T' });
    const signIn = (srv: ServerProcess, password: string) =>
      fetch(`${srv.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: email, password }),
      }).then((r) => r.status);
    // five wrong guesses through A: the account now waits (decision 0008)
    for (let i = 0; i < 5; i++) expect(await signIn(a, 'wrong')).toBe(400);
    expect(await signIn(a, 'right-password-1')).toBe(429);
    // a settings change saved after the guesses is a barrier: once B has it, it has heard the guesses
    const appName = `Covey ${Date.now()}`;
    await suA.settings.update({ meta: { appName } });
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      seen = ((await suB.settings.getAll()) as { meta: { appName: string } }).meta.appName === appName;
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(true);
    // B refuses even the right password without checking it, as A does
    expect(await signIn(b, 'right-password-1')).toBe(429);
  });
});

describe.runIf(usePostgres())('instances starting together on an empty database', () => {
  it('create the tables and apply the migrations once, then both serve', async () => {
    const db = await freshDatabase({ empty: true });
    const started = await Promise.allSettled([
      startServer({ databaseUrl: db.url }),
      startServer({ databaseUrl: db.url }),
    ]);
    try {
      for (const s of started) expect(s.status === 'rejected' ? String(s.reason) : 'ok').toBe('ok');
      for (const s of started) {
        if (s.status !== 'fulfilled') continue;
        const su = await s.value.superuserClient();
        expect((await su.collections.getFullList()).some((c) => c.name === 'users')).toBe(true);
      }
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop();
      await db.drop();
    }
    // two instances run every migration on an empty database: over a minute on a loaded 2-core machine
  }, 180_000);
});
