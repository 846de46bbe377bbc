/**
 * A small Covey world for rule tests, built through the superuser over the SDK:
 * - member A ("member") with roster row mA (employer Acme, counselor cA), a minor kid, a circle
 *   where "circleWith" is an active manager with every scope and "circleWithout" is an active
 *   viewer with no scope;
 * - "otherMember" with their own row, "counselor" (cA) and "otherCounselor" (cB), the employer
 *   admin of Acme, the broker of Acme's agency, a "demo" account, and a guest;
 * - one record of every collection about member A (`ids`), and `fresh.<collection>()` factories
 *   for records that an update or delete test may consume.
 */
import type PocketBase from 'pocketbase';
import type { ServerProcess } from './server-process.js';

export const ROLES = ['member', 'otherMember', 'circleWith', 'circleWithout', 'counselor', 'otherCounselor', 'employer', 'broker', 'demo', 'guest'] as const;
export type Role = (typeof ROLES)[number];
const USER_ROLE: Record<Exclude<Role, 'guest'>, string> = {
  member: 'member', otherMember: 'member', circleWith: 'member', circleWithout: 'member', counselor: 'counselor',
  otherCounselor: 'counselor', employer: 'employer', broker: 'broker', demo: 'demo',
};
export const PASSWORD = 'fixture-pass-123';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const png = () => new File([PNG], 'card.png', { type: 'image/png' });

export interface CoveyFixture {
  clients: Record<Role, PocketBase>;
  /** user id per role ('' for guest) */
  user: Record<Role, string>;
  ids: Record<string, string>;
  fresh: Record<string, () => Promise<string>>;
  su: PocketBase;
}

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${++seq}`;

export async function buildCoveyFixture(srv: ServerProcess): Promise<CoveyFixture> {
  const su = await srv.superuserClient();
  const c = (name: string) => su.collection(name);
  const user: Record<string, string> = { guest: '' };
  const clients: Record<string, PocketBase> = { guest: srv.newClient() };
  for (const role of ROLES) {
    if (role === 'guest') continue;
    const email = `${role.toLowerCase()}@fixture.test`;
    const u = await c('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: `Fixture ${role}`, role: USER_ROLE[role] });
    user[role] = u.id;
    const pb = srv.newClient();
    await pb.collection('users').authWithPassword(email, PASSWORD);
    clients[role] = pb;
  }
  const memberOf = async (uid: string) => (await c('members').getFirstListItem(`user = "${uid}"`)).id;
  const ids: Record<string, string> = {};
  ids['cA'] = (await c('counselors').create({ user: user['counselor'], display_name: 'Casey', active: true, accepting: true, capacity: 10 })).id;
  ids['cB'] = (await c('counselors').create({ user: user['otherCounselor'], display_name: 'Robin', active: true, accepting: true, capacity: 10 })).id;
  ids['availability'] = (await c('availability').create({ counselor: ids['cA'], kind: 'weekly', weekdays: ['1'], start_time: '09:00', end_time: '17:00' })).id;
  ids['brokers'] = (await c('brokers').create({ name: 'Harbor Benefits', users: [user['broker']], owner: user['broker'] })).id;
  ids['employers'] = (await c('employers').create({ name: 'Acme Foods', broker: ids['brokers'], admins: [user['employer']], counselors: [ids['cA']], status: 'active' })).id;
  const E = ids['employers'];
  ids['benefit_plans'] = (await c('benefit_plans').create({ employer: E, name: 'Acme HDHP', type: 'medical', active: true })).id;
  ids['metrics'] = (await c('metrics').create({ employer: E, data: { enrolled: 12 } })).id;
  ids['users'] = user['member']!;
  ids['counselors'] = ids['cA'];
  const mA = await memberOf(user['member']!);
  ids['members'] = mA;
  ids['mB'] = await memberOf(user['otherMember']!);
  await c('members').update(mA, { employer: E, counselor: ids['cA'] });
  await c('members').update(ids['mB'], { counselor: ids['cB'] });
  await c('users').update(user['member']!, { employer: E });
  ids['profiles'] = (await c('profiles').getFirstListItem(`member = "${mA}"`)).id;
  ids['circles'] = (await c('circles').create({ owner: user['member'], member: mA, name: "Alex's care team", active: true })).id;
  ids['invites'] = (await c('invites').create({ kind: 'circle', email: 'friend@fixture.test', inviter: user['member'], circle: ids['circles'], status: 'pending' })).id;
  const ALL = ['profile', 'coverage', 'plans', 'appointments', 'reports', 'files', 'chat'];
  ids['circle_members'] = (await c('circle_members').create({ circle: ids['circles'], user: user['circleWith'], access: 'manage', scopes: ALL, status: 'active' })).id;
  await c('circle_members').create({ circle: ids['circles'], user: user['circleWithout'], access: 'view', scopes: [], status: 'active' });

  const M = { member: mA };
  const make: Record<string, () => Promise<string>> = {
    circles: async () => (await c('circles').create({ owner: user['member'], member: mA, name: 'x' })).id,
    invites: async () => (await c('invites').create({ kind: 'circle', email: `${uniq('i')}@fixture.test`, inviter: user['member'], circle: ids['circles'], status: 'pending' })).id,
    circle_members: async () => (await c('circle_members').create({ circle: ids['circles'], email: `${uniq('cm')}@fixture.test`, status: 'invited' })).id,
    coverages: async () => (await c('coverages').create({ ...M, type: 'medical', carrier: 'Blue Lake', status: 'draft' })).id,
    plans: async () => (await c('plans').create({ ...M, title: 'Knee surgery', status: 'draft', created_by: user['member'] })).id,
    tasks: async () => (await c('tasks').create({ ...M, title: 'Call the surgeon', status: 'todo', created_by: user['member'] })).id,
    reports: async () => (await c('reports').create({ ...M, title: 'ER bill', kind: 'bill_review', status: 'draft' })).id,
    appointments: async () => (await c('appointments').create({ ...M, counselor: ids['cA'], kind: 'counselor_call', status: 'confirmed' })).id,
    chats: async () => (await c('chats').create({ ...M, kind: 'counselor' })).id,
    messages: async () => (await c('messages').create({ chat: ids['chats'], sender: user['counselor'], role: 'counselor', body: 'Hello Alex' })).id,
    files: async () => (await c('files').create({ ...M, owner: user['member'], title: 'Card', kind: 'insurance_card', file: png(), shared_with_counselor: true })).id,
    comments: async () => (await c('comments').create({ ...M, plan: ids['plans'], author: user['counselor'], body: 'Looks good', internal: false })).id,
    updates: async () => (await c('updates').create({ ...M, action: 'created', target_collection: 'plans', visibility: 'member' })).id,
    notifications: async () => (await c('notifications').create({ user: user['member'], title: 'New message', kind: 'message' })).id,
    suggestions: async () => (await c('suggestions').create({ ...M, author: user['counselor'], title: 'Use urgent care', status: 'proposed', kind: 'cost' })).id,
    posts: async () => (await c('posts').create({ author: user['employer'], employer: E, kind: 'announcement', title: 'Open enrollment', published: true, published_at: '2024-01-01 00:00:00.000Z', audience: ['everyone'] })).id,
    agreements: async () => (await c('agreements').create({ user: user['member'], ...M, document: 'terms', version: '1', action: 'accepted' })).id,
    api_keys: async () => (await c('api_keys').create({ user: user['member'], name: 'Sync', prefix: 'pk_test1' })).id,
    oauth_clients: async () => (await c('oauth_clients').create({ owner: user['member'], name: 'Budget app', status: 'approved' })).id,
    oauth_grants: async () => (await c('oauth_grants').create({ user: user['member'], client: ids['oauth_clients'] ?? (await make['oauth_clients']!()), ...M })).id,
    oauth_tokens: async () => (await c('oauth_tokens').create({ user: user['member'], kind: 'access', hash: uniq('h') })).id,
    availability: async () => (await c('availability').create({ counselor: ids['cA'], kind: 'block', date: '2030-01-01 00:00:00.000Z' })).id,
    // a minor until `adult_on` (the 18th birthday, eight years from now): age-derived access follows it (decision 0030)
    kid: async () => (await c('members').create({ subscriber: mA, relationship: 'child', minor: true, adult_on: `${new Date().getUTCFullYear() + 8}-06-01 00:00:00.000Z`, first_name: 'Kid' })).id,
  };
  for (const name of ['coverages', 'tasks', 'appointments', 'chats', 'files', 'updates', 'notifications', 'suggestions', 'posts', 'agreements', 'api_keys', 'oauth_clients', 'oauth_grants', 'oauth_tokens']) {
    ids[name] = await make[name]!();
  }
  ids['plans'] = (await c('plans').create({ ...M, title: 'Prepare for knee surgery', status: 'active', created_by: user['member'] })).id;
  ids['reports'] = (await c('reports').create({ ...M, title: 'Denied claim', kind: 'claim_denial', status: 'submitted' })).id;
  ids['messages'] = await make['messages']!();
  ids['comments'] = await make['comments']!();
  return { clients: clients as Record<Role, PocketBase>, user: user as Record<Role, string>, ids, fresh: make, su };
}
