/**
 * Issue 16 through the SDK and the roster routes: CSV import (preview, all-or-nothing apply,
 * re-import without duplicates, escaped export), invitations by mail and the three ways a member is
 * linked to an employer (invite link, join code / work-email domain → pending, pre-imported row
 * claimed), admin and colleague invitations, and the metrics job (idempotent, suppressed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { MailCatcher } from '../harness/mail-catcher.js';
import { signInWithMfa } from '../harness/mfa-sign-in.js';

const APP_URL = 'https://app.covey.test';
const PW = 'roster-pass-123';
const mail = new MailCatcher();
let srv: ServerProcess;
let su: PocketBase;
let admin: PocketBase;
let broker: PocketBase;
let outsider: PocketBase;
const ids: Record<string, string> = {};

/** staff complete the second factor by mail (decision 0031) */
const signIn = (email: string): Promise<PocketBase> => signInWithMfa(srv.newClient(), mail, email, PW);

async function api(pb: PocketBase, path: string, init: { method?: string; body?: unknown; form?: FormData } = {}) {
  const res = await fetch(`${srv.url}${path}`, {
    method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
    headers: { ...(pb.authStore.token ? { Authorization: pb.authStore.token } : {}), ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: res.status, json, text };
}

function upload(csv: string | Buffer, apply = false, employer = ids['acme']!, mapping?: string) {
  const form = new FormData();
  form.append('employer', employer);
  if (apply) form.append('apply', 'true');
  if (mapping !== undefined) form.append('mapping', mapping);
  form.append('file', new Blob([typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv], { type: 'text/csv' }), 'roster.csv');
  return form;
}

const rosterCount = async () => (await su.collection('members').getList(1, 1, { filter: `employer = "${ids['acme']}"` })).totalItems;
const inviteToken = (body: string) => /signup\?invite=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  su = await srv.superuserClient();
  await su.settings.update({
    meta: { appURL: APP_URL, appName: 'Covey', senderName: 'Covey', senderAddress: 'no-reply@covey.test' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false },
  });
  const mk = async (email: string, role: string) => (await su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: email.split('@')[0], role, verified: true })).id;
  ids['adminUser'] = await mk('hr@acme.test', 'employer');
  ids['brokerUser'] = await mk('bea@harbor.test', 'broker');
  ids['outsiderUser'] = await mk('hr@other.test', 'employer');
  ids['harbor'] = (await su.collection('brokers').create({ name: 'Harbor Benefits', users: [ids['brokerUser']], owner: ids['brokerUser'], status: 'active' })).id;
  ids['acme'] = (await su.collection('employers').create({
    name: 'Acme Foods', broker: ids['harbor'], admins: [ids['adminUser']], status: 'active', eligibility_domain: 'acme-foods.test', join_code: 'ACME-2026',
  })).id;
  ids['other'] = (await su.collection('employers').create({ name: 'Other Co', admins: [ids['outsiderUser']], status: 'active' })).id;
  admin = await signIn('hr@acme.test');
  broker = await signIn('bea@harbor.test');
  outsider = await signIn('hr@other.test');
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

describe('CSV roster import', () => {
  const BAD = 'name,email,employee_id,dob\nAna Lee,ana@acme-foods.test,E1,1990-04-02\nBo,not-an-email,E2,\nCy,ana@acme-foods.test,E3,\n"=HYPERLINK(""http://x"",""y"")",dee@acme-foods.test,E4,\n';
  const GOOD = 'name,email,employee_id,dob\nAna Lee,ana@acme-foods.test,E1,1990-04-02\nBo Chen,bo@acme-foods.test,E2,\nCy Diaz,cy@acme-foods.test,E3,\n"=HYPERLINK(""http://x"",""y"")",dee@acme-foods.test,E4,\n';

  it('previews every row with its errors and writes nothing', async () => {
    const res = await api(admin, '/api/roster/import', { form: upload(BAD) });
    expect(res.status).toBe(200);
    expect(res.json['total']).toBe(4);
    expect((res.json['rowErrors'] as { line: number; column: string }[]).map((e) => [e.line, e.column])).toEqual([[3, 'email'], [4, 'email']]);
    expect(await rosterCount()).toBe(0);
  });

  it('imports the valid rows of a file with errors and gives the others back as a CSV with the reason', async () => {
    const other = (await su.collection('members').getList(1, 1, { filter: `employer = "${ids['other']}"` })).totalItems;
    const preview = await api(outsider, '/api/roster/import', { form: upload(BAD, false, ids['other']) });
    // the counts speak of the rows that will be imported (2), beside the 2 with problems
    expect(preview.json).toMatchObject({ total: 4, valid: 2, invalidRows: 2, counts: { create: 2, update: 0, unchanged: 0 } });
    const res = await api(outsider, '/api/roster/import', { form: upload(BAD, true, ids['other']) });
    expect(res.status).toBe(200);
    expect(res.json['applied']).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(res.json['skipped']).toBe(2);
    const csv = String(res.json['invalidCsv']).trim().split('\r\n');
    expect(csv[0]).toBe('name,email,employee_id,dob,eligibility_start,eligibility_end,line,problem');
    expect(csv.slice(1)).toEqual([
      'Bo,not-an-email,E2,,,,3,"""not-an-email"" is not a valid email address."',
      'Cy,ana@acme-foods.test,E3,,,,4,ana@acme-foods.test is already on line 2.',
    ]);
    expect((await su.collection('members').getList(1, 1, { filter: `employer = "${ids['other']}"` })).totalItems).toBe(other + 2);
    expect(await rosterCount()).toBe(0);
  });

  it('refuses a file where every row has a problem: nothing is written', async () => {
    const res = await api(admin, '/api/roster/import', { form: upload('name,email\nBo,not-an-email\n', true) });
    expect(res.status).toBe(400);
    expect(res.json['message']).toMatch(/Nothing was imported/);
    expect(await rosterCount()).toBe(0);
  });

  it('reads a typical HR export: first_name, last_name, work email, employee number', async () => {
    const csv = 'First Name,Last Name,Work Email,Employee Number\nAna,Lee,ana@acme-foods.test,E1\n';
    const res = await api(admin, '/api/roster/import', { form: upload(csv) });
    expect(res.status).toBe(200);
    expect(res.json['fileErrors']).toEqual([]);
    expect((res.json['rows'] as { name: string; email: string; employee_id: string }[])[0]).toMatchObject({
      name: 'Ana Lee',
      email: 'ana@acme-foods.test',
      employee_id: 'E1',
    });
    expect(await rosterCount()).toBe(0);
  });

  it('reads columns matched by hand (mapping), and refuses a malformed mapping with a sentence', async () => {
    const csv = 'Given Name,Surname,E-mail Address,Staff No\nAna,Lee,ana@acme-foods.test,S-1\n';
    const plain = await api(admin, '/api/roster/import', { form: upload(csv) });
    expect(plain.json['columns']).toMatchObject({ headers: ['Given Name', 'Surname', 'E-mail Address', 'Staff No'], recognised: ['first_name', 'last_name', 'email', null] });
    const mapping = JSON.stringify({ first_name: 'Given Name', last_name: 'Surname', email: 'E-mail Address', employee_id: 'Staff No' });
    const res = await api(admin, '/api/roster/import', { form: upload(csv, false, ids['acme'], mapping) });
    expect(res.status).toBe(200);
    expect((res.json['rows'] as { employee_id: string }[])[0]).toMatchObject({ name: 'Ana Lee', employee_id: 'S-1' });
    for (const bad of ['{not json', '{"salary":"Pay"}', '[]']) {
      const refused = await api(admin, '/api/roster/import', { form: upload(csv, true, ids['acme'], bad) });
      expect(refused.status).toBe(400);
      expect(refused.json['message']).toMatch(/column choices could not be read/);
    }
    expect(await rosterCount()).toBe(0);
  });

  it.each([
    ['a Latin-1 file', Buffer.from([...Buffer.from('name,email\nRen'), 0xe9, ...Buffer.from(',ren@acme-foods.test\n')]), /UTF-8/],
    ['missing columns', 'name,mail\nA,a@b.c\n', /Missing required column/],
  ])('refuses %s with a sentence', async (_l, csv, message) => {
    const res = await api(admin, '/api/roster/import', { form: upload(csv, true) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toMatch(message);
    expect(await rosterCount()).toBe(0);
  });

  it('applies the fixed file as a whole, then a re-import updates instead of duplicating', async () => {
    const first = await api(admin, '/api/roster/import', { form: upload(GOOD, true) });
    expect(first.status).toBe(200);
    expect(first.json['applied']).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const again = await api(admin, '/api/roster/import', { form: upload(GOOD.replace('Bo Chen', 'Bo Chen-Ng').replace('cy@acme', 'cy.diaz@acme'), true) });
    expect(again.json['applied']).toEqual({ created: 0, updated: 2, unchanged: 2 });
    expect(await rosterCount()).toBe(4);
    const cy = await su.collection('members').getFirstListItem(`employee_id = "E3"`);
    expect(cy['email']).toBe('cy.diaz@acme-foods.test');
    expect(cy['status']).toBe('invited');
  });

  it('stores formula cells as text and exports them escaped', async () => {
    const dee = await su.collection('members').getFirstListItem(`employee_id = "E4"`);
    expect(dee['first_name']).toBe('=HYPERLINK("http://x","y")');
    const res = await api(admin, `/api/roster/export?employer=${ids['acme']}`);
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.text).not.toMatch(/^=|,=/m);
  });

  it('another employer\'s admin can neither import into nor export this roster', async () => {
    expect((await api(outsider, '/api/roster/import', { form: upload(GOOD) })).status).toBe(404);
    expect((await api(outsider, `/api/roster/export?employer=${ids['acme']}`)).status).toBe(404);
  });

  it('the broker of the group may import too', async () => {
    const res = await api(broker, '/api/roster/import', { form: upload(GOOD) });
    expect(res.status).toBe(200);
    expect(res.json['counts']).toMatchObject({ create: 0 });
  });

  // issue #27 (decisions 0061, 0066): an import yields, so other requests are answered while it runs. By order,
  // not by time: health checks sent one after another keep being answered before the import's answer.
  it('answers other requests while a 1,000-row import is written', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `Load ${i} Person,load${i}@other-co.test,L-${i}`);
    const order: string[] = [];
    let done = false;
    const importing = api(outsider, '/api/roster/import', { form: upload(`name,email,employee_id\n${rows.join('\n')}\n`, true, ids['other']) }).then((r) => {
      done = true;
      order.push('import');
      return r;
    });
    while (!done) {
      const health = await fetch(`${srv.url}/api/health`);
      if (!done) order.push(`health ${health.status}`);
    }
    const res = await importing;
    expect(res.status).toBe(200);
    expect(res.json['applied']).toMatchObject({ created: 1000 });
    // several health checks, each sent after the previous one was answered, came back before the import did
    expect(order.indexOf('import')).toBeGreaterThanOrEqual(3);
    expect(order.slice(0, order.indexOf('import')).every((o) => o === 'health 200')).toBe(true);
  }, 180_000);
});

describe('linking members to the employer', () => {
  it('path 1: an invitation mails a single-use sign-up link; the new account is linked, onboarding', async () => {
    const res = await api(admin, '/api/roster/invite', { body: { employer: ids['acme'], email: 'Eve@Acme-Foods.test', name: 'Eve Park', employee_id: 'E9' } });
    expect(res.status).toBe(200);
    const m = await mail.waitFor('eve@acme-foods.test');
    const token = inviteToken(m.body);
    expect(m.body).toContain(`${APP_URL}/signup?invite=`);
    const stored = await su.collection('invites').getFirstListItem('email = "eve@acme-foods.test"');
    expect(stored['token']).not.toBe(token);
    expect(stored['token']).toMatch(/^[0-9a-f]{64}$/);
    const info = await api(srv.newClient(), `/api/roster/invite-info?token=${token}`);
    expect(info.json).toMatchObject({ kind: 'member', email: 'eve@acme-foods.test', organisation: 'Acme Foods' });
    const wrong = await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Eve', email: 'someone@else.test', password: PW, invite: token } });
    expect(wrong.status).toBe(400);
    const ok = await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Eve Park', email: 'eve@acme-foods.test', password: PW, invite: token } });
    expect(ok.status).toBe(200);
    const eve = await signIn('eve@acme-foods.test');
    const row = await eve.collection('members').getFirstListItem(`user = "${eve.authStore.record!.id}"`);
    expect(row).toMatchObject({ employer: ids['acme'], status: 'onboarding', employee_id: 'E9' });
    expect(eve.authStore.record!['employer']).toBe(ids['acme']);
    expect((await su.collection('invites').getOne(stored.id))['status']).toBe('accepted');
    const reuse = await api(srv.newClient(), '/api/roster/signup', { body: { name: 'X', email: 'eve@acme-foods.test', password: PW, invite: token } });
    expect(reuse.status).toBe(400);
    expect((await su.collection('members').getList(1, 5, { filter: 'email = "eve@acme-foods.test"' })).totalItems).toBe(1);
  });

  it('path 2: a join code links the account as pending; so does a work email on the eligibility domain', async () => {
    const bad = await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Fay', email: 'fay@gmail.test', password: PW, join_code: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect((await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Fay', email: 'fay@gmail.test', password: PW, join_code: 'acme-2026' } })).status).toBe(200);
    const fay = await su.collection('members').getFirstListItem('email = "fay@gmail.test"');
    expect(fay).toMatchObject({ employer: ids['acme'], status: 'pending', source: 'join_code' });
    await srv.newClient().collection('users').create({ name: 'Gus', email: 'gus@acme-foods.test', password: PW, passwordConfirm: PW });
    const gus = await su.collection('members').getFirstListItem('email = "gus@acme-foods.test"');
    expect(gus).toMatchObject({ employer: ids['acme'], status: 'pending', source: 'domain' });
    // the admin approves in the roster
    await admin.collection('members').update(gus.id, { status: 'active' });
  });

  it('path 3: a pre-imported row is claimed on sign-up by email (+ date of birth when the row has one)', async () => {
    await srv.newClient().collection('users').create({ name: 'Bo', email: 'bo@acme-foods.test', password: PW, passwordConfirm: PW });
    const bo = await su.collection('members').getList(1, 5, { filter: 'email = "bo@acme-foods.test"' });
    expect(bo.totalItems).toBe(1);
    expect(bo.items[0]).toMatchObject({ employee_id: 'E2', status: 'onboarding', employer: ids['acme'] });
    expect(bo.items[0]!['user']).not.toBe('');
    // Ana's row has a date of birth: a wrong one does not claim it
    await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Ana', email: 'ana@acme-foods.test', password: PW, dob: '1991-01-01' } });
    const ana = await su.collection('members').getList(1, 5, { filter: 'email = "ana@acme-foods.test"', sort: 'created,id' });
    expect(ana.items.find((r) => r['employee_id'] === 'E1')!['user']).toBe('');
  });

  it('the right date of birth claims the row', async () => {
    await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Hal', email: 'hal@acme-foods.test', password: PW } });
    const imp = await api(admin, '/api/roster/import', { form: upload('name,email,dob\nIvy Ito,ivy@x-mail.test,1985-12-24\n', true) });
    expect(imp.status).toBe(200);
    const ok = await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Ivy', email: 'ivy@x-mail.test', password: PW, dob: '1985-12-24' } });
    expect(ok.status).toBe(200);
    const ivy = await su.collection('members').getList(1, 5, { filter: 'email = "ivy@x-mail.test"' });
    expect(ivy.totalItems).toBe(1);
    expect(ivy.items[0]).toMatchObject({ status: 'onboarding', employer: ids['acme'] });
  });

  it('resend and revoke: any admin of the employer; a revoked link no longer works', async () => {
    await api(admin, '/api/roster/invite', { body: { employer: ids['acme'], email: 'jo@acme-foods.test', name: 'Jo' } });
    const first = inviteToken((await mail.waitFor('jo@acme-foods.test')).body);
    const inv = await su.collection('invites').getFirstListItem('email = "jo@acme-foods.test"');
    expect((await api(outsider, `/api/roster/invites/${inv.id}/resend`, { body: {} })).status).toBe(404);
    const resent = await api(broker, `/api/roster/invites/${inv.id}/resend`, { body: {} });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({ invite: { sent_count: 2 }, mail: 'sent' });
    const second = inviteToken((await mail.waitFor('jo@acme-foods.test', 2)).body);
    expect(second).not.toBe(first);
    expect((await api(srv.newClient(), `/api/roster/invite-info?token=${first}`)).status).toBe(404);
    expect((await api(admin, `/api/roster/invites/${inv.id}/revoke`, { body: {} })).status).toBe(200);
    expect((await api(srv.newClient(), `/api/roster/invite-info?token=${second}`)).status).toBe(404);
  });

  it('a broker invites an employer admin and a colleague through the records API', async () => {
    const me = broker.authStore.record!.id;
    await broker.collection('invites').create({ kind: 'employer_admin', email: 'kim@acme-foods.test', name: 'Kim', inviter: me, employer: ids['acme'], status: 'pending' });
    await broker.collection('invites').create({ kind: 'broker_user', email: 'lu@harbor.test', name: 'Lu', inviter: me, broker: ids['harbor'], status: 'pending' });
    const kim = inviteToken((await mail.waitFor('kim@acme-foods.test')).body);
    const lu = inviteToken((await mail.waitFor('lu@harbor.test')).body);
    expect((await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Kim', email: 'kim@acme-foods.test', password: PW, invite: kim } })).status).toBe(200);
    expect((await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Lu', email: 'lu@harbor.test', password: PW, invite: lu } })).status).toBe(200);
    const kimPb = await signIn('kim@acme-foods.test');
    expect(kimPb.authStore.record).toMatchObject({ role: 'employer', employer: ids['acme'] });
    expect((await su.collection('employers').getOne(ids['acme']!))['admins']).toContain(kimPb.authStore.record!.id);
    const luPb = await signIn('lu@harbor.test');
    expect(luPb.authStore.record).toMatchObject({ role: 'broker', broker: ids['harbor'] });
    expect((await luPb.collection('employers').getList()).items.map((e) => e.id)).toContain(ids['acme']);
  });
});

it('an employer admin invites a co-admin; an outsider cannot', async () => {
  expect((await api(outsider, '/api/roster/invite-admin', { body: { employer: ids['acme'], email: 'co@acme-foods.test', name: 'Co' } })).status).toBe(404);
  const res = await api(admin, '/api/roster/invite-admin', { body: { employer: ids['acme'], email: 'co@acme-foods.test', name: 'Co Admin' } });
  expect(res.status).toBe(200);
  const token = inviteToken((await mail.waitFor('co@acme-foods.test')).body);
  expect((await api(srv.newClient(), '/api/roster/signup', { body: { name: 'Co Admin', email: 'co@acme-foods.test', password: PW, invite: token } })).status).toBe(200);
  expect((await su.collection('employers').getOne(ids['acme']!))['admins']).toHaveLength(3);
});

describe('superuser', () => {
  it('creates a broker agency, a counselor and a direct employer from the app\'s route; others may not', async () => {
    const refused = await api(admin, '/api/staff', { body: { kind: 'broker', email: 'x@y.test', name: 'X' } });
    expect(refused.status).toBe(403);
    for (const [kind, email] of [['broker', 'owner@newagency.test'], ['counselor', 'casey@covey.test'], ['employer', 'hr@direct.test']] as const) {
      const res = await api(su, '/api/staff', { body: { kind, email, name: 'New Person', organisation: `${kind} org` } });
      expect(res.status).toBe(200);
      expect(String(res.json['link'])).toContain(`${APP_URL}/auth/reset?token=`);
      expect((await mail.waitFor(email)).subject).toBe('Your Covey account is ready');
    }
    const dup = await api(su, '/api/staff', { body: { kind: 'broker', email: 'owner@newagency.test', name: 'Again' } });
    expect(dup.status).toBe(400);
    expect((await su.collection('counselors').getFirstListItem('display_name = "New Person"'))['active']).toBe(true);
    expect((await su.collection('employers').getFirstListItem('name = "employer org"'))['status']).toBe('onboarding');
  });
});

describe('metrics job', () => {
  it('writes one row per employer and broker for the closed month, once, with "<11" cells', async () => {
    expect(await su.crons.run('covey_metrics')).toBe(true);
    const once = await su.collection('metrics').getFullList({ sort: 'id' });
    expect(await su.crons.run('covey_metrics')).toBe(true);
    const twice = await su.collection('metrics').getFullList({ sort: 'id' });
    expect(twice.map((m) => [m.id, m['data']])).toEqual(once.map((m) => [m.id, m['data']]));
    const acme = twice.filter((m) => m['employer'] === ids['acme']);
    expect(acme).toHaveLength(1);
    expect(twice.filter((m) => m['broker'] === ids['harbor'])).toHaveLength(1);
    expect(acme[0]).toMatchObject({ suppressed: true, data: { enrolled: 11, activated: '<11' } });
    const mine = await admin.collection('metrics').getFullList();
    expect(mine.map((m) => m.id)).toContain(acme[0]!.id);
    expect((await outsider.collection('metrics').getFullList()).map((m) => m.id)).not.toContain(acme[0]!.id);
  });
});

describe('disconnecting the broker (runs last: it ends the Harbor–Acme relationship)', () => {
  it('only an admin of the employer may; the agency loses the employer and its roster at once and is told', async () => {
    const path = `/api/employers/${ids['acme']}/disconnect-broker`;
    expect((await api(outsider, path, { method: 'POST' })).status).toBe(404);
    expect((await api(broker, path, { method: 'POST' })).status).toBe(404);
    expect((await api(srv.newClient(), path, { method: 'POST' })).status).toBe(401);
    expect((await broker.collection('members').getList(1, 1, { filter: `employer = "${ids['acme']}"` })).totalItems).toBeGreaterThan(0);
    const res = await api(admin, path, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json['broker']).toBe('');
    await expect(broker.collection('employers').getOne(ids['acme']!)).rejects.toMatchObject({ status: 404 });
    expect((await broker.collection('members').getList(1, 1, { filter: `employer = "${ids['acme']}"` })).totalItems).toBe(0);
    const notes = await su.collection('notifications').getFullList({ filter: `user = "${ids['brokerUser']}" && title ~ "disconnected"` });
    expect(notes).toHaveLength(1);
    expect((await api(admin, path, { method: 'POST' })).status).toBe(400);
    expect((await admin.collection('employers').getOne(ids['acme']!))['name']).toBe('Acme Foods');
  });
});
