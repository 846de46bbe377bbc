/**
 * The rule matrix: for every Covey collection, every role and every operation, whether the real
 * server allows it (through the SDK). `list` = the seeded record about member A shows up in the
 * role's list; `view` = getOne succeeds; `create`/`update`/`delete` = the call succeeds.
 * Roles not named for an operation must be refused. The privacy invariant — employer and broker
 * accounts never read health records — is asserted separately at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, png, ROLES, type CoveyFixture, type Role } from '../harness/covey-fixture.js';

type Op = 'list' | 'view' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['list', 'view', 'create', 'update', 'delete'];
const AUTHED: Role[] = ['member', 'otherMember', 'circleWith', 'circleWithout', 'counselor', 'otherCounselor', 'employer', 'broker'];
const CARE: Role[] = ['member', 'counselor', 'circleWith'];
const ALL: Role[] = [...ROLES];
const NONE: Role[] = [];

/** who may do what; everyone else is refused */
const ALLOWED: Record<string, Record<Op, Role[]>> = {
  users: { list: ['member'], view: ['member'], create: ALL, update: ['member'], delete: NONE },
  counselors: { list: AUTHED, view: AUTHED, create: NONE, update: ['counselor'], delete: NONE },
  availability: { list: ['counselor'], view: ['counselor'], create: ['counselor'], update: ['counselor'], delete: ['counselor'] },
  brokers: { list: ['broker', 'employer'], view: ['broker', 'employer'], create: NONE, update: ['broker'], delete: NONE },
  employers: {
    list: ['member', 'counselor', 'employer', 'broker'], view: ['member', 'counselor', 'employer', 'broker'],
    create: ['broker'], update: ['employer', 'broker'], delete: NONE,
  },
  benefit_plans: {
    list: ['member', 'counselor', 'employer', 'broker'], view: ['member', 'counselor', 'employer', 'broker'],
    create: ['employer', 'broker'], update: ['employer', 'broker'], delete: NONE,
  },
  metrics: { list: ['employer', 'broker'], view: ['employer', 'broker'], create: NONE, update: NONE, delete: NONE },
  members: {
    list: ['member', 'circleWith', 'circleWithout', 'counselor', 'employer', 'broker'],
    view: ['member', 'circleWith', 'circleWithout', 'counselor', 'employer', 'broker'],
    create: ['member', 'employer'], update: ['member', 'counselor', 'employer'], delete: NONE,
  },
  profiles: { list: CARE, view: CARE, create: ['member'], update: CARE, delete: NONE },
  circles: {
    list: ['member', 'circleWith', 'circleWithout', 'counselor'], view: ['member', 'circleWith', 'circleWithout', 'counselor'],
    create: ['member'], update: ['member'], delete: ['member'],
  },
  invites: { list: ['member'], view: ['member'], create: ['member'], update: ['member'], delete: NONE },
  circle_members: {
    list: ['member', 'circleWith', 'circleWithout', 'counselor'], view: ['member', 'circleWith', 'circleWithout', 'counselor'],
    create: NONE, update: ['member'], delete: NONE,
  },
  coverages: { list: CARE, view: CARE, create: CARE, update: CARE, delete: ['member'] },
  plans: { list: CARE, view: CARE, create: CARE, update: CARE, delete: ['member'] },
  tasks: { list: CARE, view: CARE, create: CARE, update: CARE, delete: ['member'] },
  reports: { list: CARE, view: CARE, create: CARE, update: CARE, delete: ['member'] },
  appointments: { list: CARE, view: CARE, create: CARE, update: CARE, delete: NONE },
  chats: { list: CARE, view: CARE, create: ['member', 'counselor'], update: CARE, delete: NONE },
  messages: { list: CARE, view: CARE, create: CARE, update: ['member', 'circleWith'], delete: NONE },
  files: { list: CARE, view: CARE, create: CARE, update: ['member'], delete: ['member'] },
  comments: { list: CARE, view: CARE, create: CARE, update: ['counselor'], delete: ['counselor'] },
  updates: { list: ['member', 'counselor'], view: ['member', 'counselor'], create: NONE, update: NONE, delete: NONE },
  notifications: { list: ['member'], view: ['member'], create: NONE, update: ['member'], delete: ['member'] },
  suggestions: { list: CARE, view: CARE, create: AUTHED, update: ['member'], delete: ['counselor'] },
  // the seeded post is an Acme announcement: Acme's employees, admins and broker see it
  posts: { list: ['member', 'employer', 'broker'], view: ['member', 'employer', 'broker'], create: ['counselor', 'otherCounselor', 'employer', 'broker'], update: ['employer'], delete: ['employer'] },
  agreements: { list: ['member', 'counselor'], view: ['member', 'counselor'], create: AUTHED, update: NONE, delete: NONE },
  api_keys: { list: ['member'], view: ['member'], create: NONE, update: ['member'], delete: ['member'] },
  oauth_clients: { list: ['member'], view: ['member'], create: AUTHED, update: ['member'], delete: ['member'] },
  oauth_grants: { list: ['member'], view: ['member'], create: NONE, update: ['member'], delete: ['member'] },
  oauth_tokens: { list: NONE, view: NONE, create: NONE, update: NONE, delete: NONE },
};

const HEALTH = ['profiles', 'coverages', 'plans', 'tasks', 'reports', 'appointments', 'chats', 'messages', 'files'];

let srv: ServerProcess;
let fx: CoveyFixture;
let n = 0;

/** the body a role submits to create a record; `me`/`role` are the caller's */
function createBody(coll: string, me: string, role: Role, kid: string): Record<string, unknown> {
  const { ids } = fx;
  const M = { member: ids['members'] };
  const userRole = role === 'guest' ? '' : role === 'otherMember' || role.startsWith('circle') ? 'member' : role === 'otherCounselor' ? 'counselor' : role;
  const bodies: Record<string, Record<string, unknown>> = {
    users: { email: `new${++n}@fixture.test`, password: 'fixture-pass-123', passwordConfirm: 'fixture-pass-123', name: 'New Person' },
    counselors: { user: me, display_name: 'Me' },
    availability: { counselor: ids['cA'], kind: 'weekly', weekdays: ['2'], start_time: '09:00', end_time: '12:00' },
    brokers: { name: 'Agency', users: [me] },
    employers: { name: 'Prospect Co', broker: ids['brokers'], status: 'prospect' },
    benefit_plans: { employer: ids['employers'], name: 'Dental', type: 'dental' },
    metrics: { employer: ids['employers'] },
    members: { employer: ids['employers'], status: 'invited', email: `emp${++n}@fixture.test`, relationship: 'child', subscriber: ids['members'], first_name: 'Sam' },
    profiles: { member: kid },
    circles: { owner: me, member: ids['members'], name: 'Team' },
    invites: { kind: 'circle', inviter: me, circle: ids['circles'], email: `inv${++n}@fixture.test`, status: 'pending', scopes: ['plans'], consent: true },
    circle_members: { circle: ids['circles'], user: me, status: 'active' },
    coverages: { ...M, type: 'dental', carrier: 'Delta' },
    plans: { ...M, title: 'New plan', created_by: me, status: 'draft' },
    tasks: { ...M, title: 'New task', created_by: me },
    reports: { ...M, title: 'A bill', kind: 'bill_review', status: 'draft' },
    appointments: { ...M, booked_by: me, status: 'requested', kind: 'provider_visit' },
    chats: { ...M, kind: 'support' },
    messages: { chat: ids['chats'], sender: me, role: userRole, body: 'Hi' },
    files: { ...M, owner: me, title: 'Bill', kind: 'bill', file: png() },
    comments: { ...M, plan: ids['plans'], author: me, body: 'Note', internal: false },
    updates: { ...M, action: 'created' },
    notifications: { user: me, title: 'x' },
    suggestions: { author: me, kind: 'product_feedback', title: 'Dark mode please' },
    posts: { author: me, employer: ids['employers'], broker: ids['brokers'], kind: 'tip', title: 'Tip' },
    agreements: { user: me, document: 'terms', version: '1', action: 'accepted' },
    api_keys: { user: me, name: 'Key' },
    oauth_clients: { owner: me, name: 'App', status: 'pending_review' },
    oauth_grants: { user: me, client: ids['oauth_clients'] },
    oauth_tokens: { user: me, kind: 'code' },
  };
  return bodies[coll]!;
}

/** an update each allowed role may make; records marked `seed` are updated in place */
const UPDATES: Record<string, { body: Record<string, unknown>; seed?: boolean }> = {
  users: { body: { phone: '555-0100' }, seed: true }, counselors: { body: { bio: 'Hi' }, seed: true },
  availability: { body: { note: 'x' } }, brokers: { body: { phone: '555' }, seed: true },
  employers: { body: { support_hours: '9-5' }, seed: true }, benefit_plans: { body: { carrier: 'Aetna' }, seed: true },
  metrics: { body: { suppressed: true }, seed: true }, members: { body: { first_name: 'Alex' }, seed: true },
  profiles: { body: { pronouns: 'they/them' }, seed: true }, circles: { body: { name: 'Renamed' } },
  invites: { body: { status: 'revoked' } }, circle_members: { body: { display_name: 'Pat' } },
  coverages: { body: { carrier: 'Green Cross' } }, plans: { body: { title: 'Renamed' } }, tasks: { body: { title: 'Renamed' } },
  reports: { body: { title: 'Renamed' } }, appointments: { body: { reason: 'Follow-up' } }, chats: { body: { title: 'Renamed' } },
  messages: { body: { read: true } }, files: { body: { title: 'Renamed' } }, comments: { body: { body: 'Edited' } },
  updates: { body: { summary: 'x' } }, notifications: { body: { read: true } }, suggestions: { body: { status: 'accepted' } },
  posts: { body: { title: 'Renamed' } }, agreements: { body: { version: '2' } }, api_keys: { body: { name: 'Renamed' } },
  oauth_clients: { body: { name: 'Renamed' } }, oauth_grants: { body: { revoked: true } }, oauth_tokens: { body: { used: true } },
};

async function freshFor(coll: string, op: 'update' | 'delete'): Promise<string> {
  if (coll === 'suggestions' && op === 'delete') {
    return (await fx.su.collection('suggestions').create({ member: fx.ids['members'], author: fx.user.counselor, title: 'Draft', status: 'draft', kind: 'care' })).id;
  }
  if (coll === 'plans' && op === 'update') {
    return (await fx.su.collection('plans').create({ member: fx.ids['members'], title: 'Active', status: 'active', created_by: fx.user.member })).id;
  }
  if (coll === 'reports' && op === 'update') {
    return (await fx.su.collection('reports').create({ member: fx.ids['members'], title: 'Sub', kind: 'other', status: 'submitted' })).id;
  }
  const make = fx.fresh[coll];
  return make ? make() : fx.ids[coll]!;
}

async function attempt(coll: string, role: Role, op: Op): Promise<boolean> {
  const pb = fx.clients[role];
  const target = fx.ids[coll]!;
  const ok = (p: Promise<unknown>) => p.then(() => true, () => false);
  switch (op) {
    case 'list':
      return pb.collection(coll).getFullList({ filter: `id = "${target}"` }).then((r) => r.length === 1, () => false);
    case 'view':
      return ok(pb.collection(coll).getOne(target));
    case 'create': {
      const kid = coll === 'profiles' ? await fx.fresh['kid']!() : '';
      return ok(pb.collection(coll).create(createBody(coll, fx.user[role], role, kid)));
    }
    case 'update': {
      const u = UPDATES[coll]!;
      const id = u.seed ? target : await freshFor(coll, 'update');
      return ok(pb.collection(coll).update(id, u.body));
    }
    case 'delete':
      return ok(pb.collection(coll).delete(await freshFor(coll, 'delete')));
  }
}

const table = Object.entries(ALLOWED).flatMap(([collection, ops]) =>
  OPS.flatMap((op) => ROLES.map((role) => ({ collection, op, role, expect: ops[op].includes(role) ? 'allowed' : 'refused' }))),
);

beforeAll(async () => {
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
}, 60_000);
afterAll(async () => {
  await srv?.stop();
});

describe('Covey rule matrix', () => {
  it.each(table)('$role $op $collection → $expect', async ({ collection, op, role, expect: want }) => {
    expect(await attempt(collection, role as Role, op as Op)).toBe(want === 'allowed');
  });
});

describe('privacy invariant', () => {
  it.each(HEALTH.flatMap((c) => (['employer', 'broker'] as Role[]).map((role) => ({ c, role }))))(
    '$role reads no $c at all (full list is empty)',
    async ({ c, role }) => {
      expect(await fx.clients[role].collection(c).getFullList()).toEqual([]);
    },
  );
  it('the matrix covers every Covey collection with all ten roles and five operations', () => {
    expect(Object.keys(ALLOWED)).toHaveLength(30);
    expect(table).toHaveLength(30 * 10 * 5);
  });
});
