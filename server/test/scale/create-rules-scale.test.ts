/**
 * Create rules that used to join several `@collection` aliases into one cross product (issue 27):
 * with 200 members, 40 employers, 10 brokers, 20 circles and 100 circle rows, a stranger's refused
 * circle invitation took 98 s on SQLite before decision 0034 (the whole product of the five tables
 * was searched for a matching combination), and about 30 ms after. Each call here must answer
 * within a generous bound that only a cross product can exceed: it does not time the server.
 * Rows are made through the store (accounts by copying one row: no password hashing per account).
 * The seed generator (`covey seed --scale`) can replace the seeding at --scale=0.1 in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness/test-app.js';
import { insert } from '../../src/covey/hooks/context.js';
import type { CollectionName } from '../../src/covey/store/store.js';
import { insertRow } from '../../src/query/records-sql.js';
import { issueAuthToken } from '../../src/core/auth/auth-service.js';
import type { RecordModel } from '../../src/core/records/record.js';

/** far above a correct plan (tens of milliseconds), far below the cross product (minutes) */
const BOUND_MS = 10_000;
const N = { members: 200, employers: 40, brokers: 10, circles: 20, circleRows: 100 };

let t: TestApp;
let n = 0;
const newId = () => `s${String(++n).padStart(14, '0')}`;
type Row = Record<string, unknown>;
const ids: { brokers: string[]; brokerUsers: string[]; employers: string[]; admins: string[]; members: Row[]; circles: Row[] } = {
  brokers: [], brokerUsers: [], employers: [], admins: [], members: [], circles: [],
};

async function account(role: string): Promise<string> {
  const db = t.app.core.db;
  const template = (await db.get<Row>('SELECT * FROM users WHERE id = ?', [t.records.bob.data['id']]))!;
  const id = newId();
  const s = insertRow(db.dialect, 'users', { ...template, id, email: `${id}@example.com`, role, tokenKey: id });
  await db.run(s.sql, s.params);
  return id;
}
const add = async (name: CollectionName, body: Row): Promise<RecordModel> => insert(t.app.core, t.app.core.db, name, body);

async function tokenOf(userId: string): Promise<string> {
  const core = t.app.core;
  const data = (await core.db.get<Row>('SELECT * FROM users WHERE id = ?', [userId]))!;
  return issueAuthToken({ collection: core.getCollection('users')!, data });
}

async function post(userId: string, collection: string, body: Row): Promise<{ status: number; ms: number }> {
  const authorization = await tokenOf(userId);
  const started = performance.now();
  const res = await t.app.http.inject({
    method: 'POST', url: `/api/collections/${collection}/records`,
    headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  return { status: res.statusCode, ms: performance.now() - started };
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < N.brokers; i++) {
    const user = await account('broker');
    ids.brokerUsers.push(user);
    ids.brokers.push(String((await add('brokers', { name: `Broker ${i}`, users: [user] })).data['id']));
  }
  for (let i = 0; i < N.employers; i++) {
    const admin = await account('employer');
    ids.admins.push(admin);
    ids.employers.push(String((await add('employers', { name: `Employer ${i}`, broker: ids.brokers[i % N.brokers], admins: [admin] })).data['id']));
  }
  for (let i = 0; i < N.members; i++) {
    const m = await add('members', { user: await account('member'), employer: ids.employers[i % N.employers], relationship: 'self', first_name: `M${i}` });
    ids.members.push(m.data);
  }
  for (let i = 0; i < N.circles; i++) {
    const m = ids.members[i]!;
    ids.circles.push((await add('circles', { owner: m['user'], member: m['id'], name: `Circle ${i}` })).data);
  }
  for (let i = 0; i < N.circleRows; i++) {
    const circle = ids.circles[i % N.circles]!;
    const helper = ids.members[N.circles + i]!;
    await add('circle_members', { circle: circle['id'], user: helper['user'], status: 'active', access: 'manage', scopes: ['coverage', 'plans'], relationship: 'friend' });
  }
}, 300_000);
afterAll(async () => t?.close());

describe('create rules at a few hundred rows', () => {
  const circleInvite = (inviter: unknown, circle: Row, k: string) => ({
    kind: 'circle', email: `helper-${k}@example.com`, inviter, circle: circle['id'], status: 'pending', access: 'view', scopes: ['profile'], consent: true,
  });

  it.each<[string, () => [string, string, Row], number]>([
    ['a circle invitation by the circle owner', () => {
      const c = ids.circles[3]!;
      return [String(c['owner']), 'invites', circleInvite(c['owner'], c, 'owner')];
    }, 200],
    ['a circle invitation by a stranger (refused)', () => {
      const stranger = ids.members[N.members - 1]!['user'];
      return [String(stranger), 'invites', circleInvite(stranger, ids.circles[3]!, 'stranger')];
    }, 400],
    ['an employee invitation by the employer admin', () => [ids.admins[5]!, 'invites',
      { kind: 'member', email: 'new.hire@example.com', inviter: ids.admins[5], employer: ids.employers[5], status: 'pending' }], 200],
    ['an employee invitation by another employer admin (refused)', () => [ids.admins[6]!, 'invites',
      { kind: 'member', email: 'other.hire@example.com', inviter: ids.admins[6], employer: ids.employers[5], status: 'pending' }], 400],
    ['a roster row by another employer admin (refused)', () => [ids.admins[6]!, 'members',
      { employer: ids.employers[5], status: 'invited', relationship: 'self', first_name: 'X' }], 400],
    ['a coverage by a stranger (refused)', () => {
      const stranger = ids.members[N.members - 1]!['user'];
      return [String(stranger), 'coverages', { member: ids.members[0]!['id'], type: 'medical', relationship: 'self' }];
    }, 400],
    ['a profile by a stranger (refused)', () => {
      const stranger = ids.members[N.members - 1]!['user'];
      return [String(stranger), 'profiles', { member: ids.members[1]!['id'] }];
    }, 400],
  ])('%s', async (_, make, status) => {
    const [user, collection, body] = make();
    const res = await post(user, collection, body);
    expect(res.status).toBe(status);
    expect(res.ms).toBeLessThan(BOUND_MS);
  }, 120_000);
});
