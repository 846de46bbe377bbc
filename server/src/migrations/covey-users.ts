/**
 * Covey §3.1 users: profile fields, role, server-set employer/broker/status, and the rules.
 * The role defaults to member and staff roles are set only by the server (covey/hooks).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { IMAGES, LANGUAGES, USERS_ID, bool, date, file, json, rel, select, text } from './covey-kit.js';

export const ROLES = ['member', 'counselor', 'broker', 'employer', 'demo'];

const coveyUserFields = () => [
  // required by the sign-up form, optional in storage: OAuth2 sign-ups may come without a name
  text('name', { max: 255 }),
  file('avatar', { mimes: IMAGES, mb: 2 }),
  select('role', ROLES),
  text('phone'),
  select('language', LANGUAGES),
  text('timezone'),
  rel('employer', 'employers'),
  rel('broker', 'brokers'),
  select('status', ['active', 'pending', 'suspended']),
  json('notify'),
  bool('allow_support_view'),
  date('last_seen'),
];

const RULES = {
  listRule: 'id = @request.auth.id',
  viewRule: 'id = @request.auth.id',
  createRule:
    '(@request.body.role:isset = false || @request.body.role = "member") && @request.body.employer:isset = false && @request.body.broker:isset = false && @request.body.status:isset = false',
  updateRule:
    'id = @request.auth.id && @request.body.role:changed = false && @request.body.employer:changed = false && @request.body.broker:changed = false && @request.body.status:changed = false',
  deleteRule: null,
  manageRule: null,
  mfa: { enabled: false, duration: 1800, rule: 'role != "member"' },
};

/** the system migration's users rules and fields, restored by `down` */
const BEFORE = {
  listRule: 'id = @request.auth.id',
  viewRule: 'id = @request.auth.id',
  createRule: '',
  updateRule: 'id = @request.auth.id',
  deleteRule: 'id = @request.auth.id',
};

async function up(app: CoreApp): Promise<void> {
  const users = app.getCollection(USERS_ID);
  if (!users) throw new Error('users collection is missing (run the system migration first)');
  const added = coveyUserFields();
  const names = new Set(added.map((f) => f['name']));
  const kept = users.fields.filter((f) => !names.has(f.name));
  const merged = added.map((f) => {
    const prev = users.fields.find((p) => p.name === f['name']);
    return prev ? { ...f, id: prev.id } : f;
  });
  await saveCollection(app, { id: USERS_ID, fields: [...kept, ...merged], ...RULES });
}

async function down(app: CoreApp): Promise<void> {
  const users = app.getCollection(USERS_ID);
  if (!users) return;
  const drop = new Set(['role', 'phone', 'language', 'timezone', 'employer', 'broker', 'status', 'notify', 'allow_support_view', 'last_seen']);
  const fields = users.fields
    .filter((f) => !drop.has(f.name))
    .map((f) => (f.name === 'name' ? { ...f, required: false } : f));
  await saveCollection(app, { id: USERS_ID, fields, ...BEFORE, mfa: { enabled: false, duration: 1800, rule: '' } });
}

export const coveyUsers: Migration = { id: '1700000200_covey_users', up, down };
