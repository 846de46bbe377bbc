import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCore } from '../app/create-app.js';
import type { CoreApp } from '../core/core-app.js';
import { MIGRATIONS } from './index.js';
import { migrateDown, migrateUp } from './runner.js';

const COVEY = [
  'counselors', 'availability', 'brokers', 'employers', 'benefit_plans', 'metrics', 'members', 'profiles', 'circles', 'invites',
  'circle_members', 'coverages', 'plans', 'tasks', 'reports', 'appointments', 'chats', 'messages', 'files', 'comments', 'updates',
  'notifications', 'suggestions', 'posts', 'agreements', 'api_keys', 'oauth_clients', 'oauth_grants', 'oauth_tokens',
];
let core: CoreApp | undefined;
let dir = '';
afterEach(async () => {
  await core?.db.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('covey migrations', () => {
  it('create every collection with compiled rules, revert all of them, and apply again', async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-mig-'));
    core = await openCore(dir);
    await migrateUp(core, MIGRATIONS);
    for (const name of COVEY) {
      const c = core.getCollection(name);
      expect(c, name).toBeDefined();
      expect(c!.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['id', 'created', 'updated']));
    }
    const users = core.getCollection('users')!;
    // a name is required at sign-up by a hook (not by the field: OAuth2 sign-ups may have none)
    expect(users.fields.find((f) => f.name === 'name')?.['required']).toBe(false);
    expect(users.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['role', 'employer', 'broker', 'status', 'notify']));
    const reverted = await migrateDown(core, MIGRATIONS, MIGRATIONS.length - 1);
    expect(reverted).toHaveLength(MIGRATIONS.length - 1);
    for (const name of COVEY) expect(core.getCollection(name), name).toBeUndefined();
    expect(core.getCollection('users')!.fields.some((f) => f.name === 'role')).toBe(false);
    expect(core.getCollection('users')!.createRule).toBe('');
    expect(await migrateUp(core, MIGRATIONS)).toHaveLength(MIGRATIONS.length - 1);
    expect(core.getCollection('members')!.indexes.join(' ')).toContain('idx_members_user');
  });
});
