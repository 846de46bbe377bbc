/**
 * Indexes behind the filters and sorts of the lists that grow (issue 27, decision 0034): a plan's or
 * a file's comments, a circle's invitations, a chat's unread messages, a person's notifications by
 * date, a member's activity by date. Checked by test/scale/rule-plans.test.ts (no screen list reads
 * a large table row by row).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid, index } from './covey-kit.js';

const ADDED: Record<string, string[][]> = {
  comments: [['plan'], ['task'], ['file']],
  invites: [['circle']],
  messages: [['chat', 'read']],
  notifications: [['user', 'created']],
  updates: [['member', 'created']],
};

async function change(app: CoreApp, add: boolean): Promise<void> {
  for (const [name, sets] of Object.entries(ADDED)) {
    const c = app.getCollection(cid(name));
    if (!c) continue;
    const wanted = sets.map((cols) => index(name, cols));
    const kept = (c.indexes ?? []).filter((i) => !wanted.includes(i));
    await saveCollection(app, { id: c.id, indexes: add ? [...kept, ...wanted] : kept });
  }
}

export const coveyListIndexes: Migration = {
  id: '1700001620_covey_list_indexes',
  up: (app) => change(app, true),
  down: (app) => change(app, false),
};
