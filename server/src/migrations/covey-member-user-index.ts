/**
 * A plain index on `members.user` (issue 27, decision 0044). The unique one is partial
 * (`WHERE user != ''`, a member without an account), and SQLite uses a partial index only when it
 * can prove the condition from the query, which it cannot for a bound value: `user = ?` (every rule
 * and filter that finds "my member row", `member.user = @request.auth.id` compiled on members) read
 * all members row by row. Checked by test/scale/rule-plans.test.ts.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid } from './covey-kit.js';

const INDEX = 'CREATE INDEX `idx_members_user_lookup` ON `members` (`user`)';

async function change(app: CoreApp, add: boolean): Promise<void> {
  const c = app.getCollection(cid('members'));
  if (!c) return;
  const kept = (c.indexes ?? []).filter((i) => i !== INDEX);
  await saveCollection(app, { id: c.id, indexes: add ? [...kept, INDEX] : kept });
}

export const coveyMemberUserIndex: Migration = {
  id: '1700001710_covey_member_user_index',
  up: (app) => change(app, true),
  down: (app) => change(app, false),
};
