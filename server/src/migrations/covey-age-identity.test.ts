/**
 * Issue 26, items 6 and 7, through the real app: a circle invitation is readable by its addressee
 * only from a verified account (the token holder still gets the public summary), and the roster's
 * own fields on `members` are the employer admin's (and the superuser's) alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type AuthAs, type TestApp } from '../../test/harness/test-app.js';
import { issueAuthToken } from '../core/auth/auth-service.js';
import { createRecord } from '../core/records/record-upsert.js';
import { guestRequest } from '../core/rules/request-info.js';

let ctx: TestApp;
let employerToken = '';
const ids: Record<string, string> = {};

const call = (method: string, url: string, auth: AuthAs, body?: unknown) => ctx.inject({ method, url, auth, body });
const asEmployer = (method: string, url: string, body?: unknown) =>
  ctx.inject({ method, url, body, headers: { authorization: employerToken } });
const memberOf = async (user: string) => {
  const res = await call('GET', `/api/collections/members/records?filter=${encodeURIComponent(`user = "${user}"`)}`, 'superuser');
  return String(res.json().items[0].id);
};

beforeAll(async () => {
  ctx = await createTestApp();
  const core = ctx.app.core;
  ids['alice'] = String(ctx.records.alice.data['id']);
  ids['bob'] = String(ctx.records.bob.data['id']);
  ids['aliceMember'] = await memberOf(ids['alice']);
  ids['bobMember'] = await memberOf(ids['bob']);
  const boss = await createRecord(core, {
    collection: core.getCollection('users')!, req: guestRequest(), isSuperuser: true, skipRule: true,
    body: { email: 'hr@acme.test', password: PASSWORD, passwordConfirm: PASSWORD, name: 'HR', role: 'employer', verified: true },
  });
  employerToken = await issueAuthToken(boss);
  const employer = await call('POST', '/api/collections/employers/records', 'superuser', { name: 'Acme', status: 'active', admins: [String(boss.data['id'])] });
  expect(employer.statusCode, employer.body).toBe(200);
  ids['employer'] = String(employer.json().id);
  const roster = await call('PATCH', `/api/collections/members/records/${ids['aliceMember']}`, 'superuser', {
    employer: ids['employer'], employee_id: 'E-100', eligibility_start: '2026-01-01 00:00:00.000Z',
  });
  expect(roster.statusCode, roster.body).toBe(200);
});

afterAll(async () => {
  await ctx?.close();
});

describe('circle invitations need a verified addressee', () => {
  let token = '';
  beforeAll(async () => {
    const circle = await call('POST', '/api/collections/circles/records', 'alice', { owner: ids['alice'], member: ids['aliceMember'], name: 'Alice care' });
    expect(circle.statusCode, circle.body).toBe(200);
    const invite = await call('POST', '/api/invites', 'alice', {
      circle: circle.json().id, email: 'bob@example.com', name: 'Bob', access: 'view', scopes: ['plans'], message: 'My diagnosis, privately', consent: true,
    });
    expect(invite.statusCode, invite.body).toBe(200);
    ids['invite'] = String(invite.json().invite.id);
    token = new URL(String(invite.json().link)).searchParams.get('invite') ?? String(invite.json().link).split('/').pop() ?? '';
  });

  it('an unverified account that registered the address reads nothing of it', async () => {
    const listed = await call('GET', '/api/collections/invites/records', 'bob');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([]);
    expect((await call('GET', `/api/collections/invites/records/${ids['invite']}`, 'bob')).statusCode).toBe(404);
    const declined = await call('PATCH', `/api/collections/invites/records/${ids['invite']}`, 'bob', { status: 'declined' });
    expect(declined.statusCode).not.toBe(200);
  });

  it('the link still shows the invitation to whoever holds it', async () => {
    const summary = await ctx.inject({ method: 'GET', url: `/api/invites/summary?token=${encodeURIComponent(token)}` });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ circle_name: 'Alice care', email: 'bob@example.com' });
  });

  it('once the address is verified, the addressee reads it', async () => {
    expect((await call('PATCH', `/api/collections/users/records/${ids['bob']}`, 'superuser', { verified: true })).statusCode).toBe(200);
    const listed = await call('GET', '/api/collections/invites/records', 'bob');
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([ids['invite']]);
  });
});

describe("the roster's own fields are the employer's", () => {
  const own = () => `/api/collections/members/records/${ids['aliceMember']}`;
  it.each([
    ['employee_id', 'E-200'],
    ['eligibility_start', '2020-01-01 00:00:00.000Z'],
    ['eligibility_end', '2030-01-01 00:00:00.000Z'],
    ['email', 'someone-else@example.com'],
  ])('a member cannot change %s on their own roster row', async (field, value) => {
    const res = await call('PATCH', own(), 'alice', { [field]: value });
    expect(res.statusCode).not.toBe(200);
    const row = (await call('GET', own(), 'superuser')).json();
    expect(row[field]).not.toBe(value);
  });

  it('nor give a dependent an employee id', async () => {
    const res = await call('POST', '/api/collections/members/records', 'alice', {
      first_name: 'Kid', relationship: 'child', subscriber: ids['aliceMember'], employee_id: 'E-100',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty('employee_id');
  });

  it('a member still edits their name, and the email of a row outside any roster', async () => {
    expect((await call('PATCH', own(), 'alice', { first_name: 'Alicia' })).statusCode).toBe(200);
    const bob = await call('PATCH', `/api/collections/members/records/${ids['bobMember']}`, 'bob', { email: 'bob.home@example.com' });
    expect(bob.statusCode, bob.body).toBe(200);
  });

  it('the employer admin changes them', async () => {
    const seen = await asEmployer('GET', own());
    expect(seen.statusCode, seen.body).toBe(200);
    const res = await asEmployer('PATCH', own(), { employee_id: 'E-101', eligibility_end: '2030-01-01 00:00:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employee_id: 'E-101' });
  });
});
