/**
 * The notification centre (issue 29, product.md §4 "Notification centre"): two server-set fields on
 * `notifications`:
 * - `subject_name`: whose record it is about when that is not the recipient (a caregiver's or a
 *   counselor's notice about a member), so the list can say "for Alex Rivera";
 * - `email_pending`: the notice waits for the person's next email digest (their preferences and quiet
 *   hours decide; only ever set while mail is configured), indexed for the digest job.
 * The unread count reads the existing (user, read) index; the list the (user, created) one.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { bool, cid, index, text } from './covey-kit.js';

const ADDED = ['subject_name', 'email_pending'];
const PENDING_INDEX = index('notifications', ['email_pending']);

async function up(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('notifications'));
  if (!c) throw new Error('collection notifications is missing');
  const fields = c.fields.filter((f) => !ADDED.includes(f.name));
  await saveCollection(app, {
    id: c.id,
    fields: [...fields, text('subject_name', { max: 200 }), bool('email_pending')],
    indexes: [...(c.indexes ?? []).filter((i) => i !== PENDING_INDEX), PENDING_INDEX],
  });
}

async function down(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('notifications'));
  if (!c) return;
  await saveCollection(app, {
    id: c.id,
    indexes: (c.indexes ?? []).filter((i) => i !== PENDING_INDEX),
    fields: c.fields.filter((f) => !ADDED.includes(f.name)),
  });
}

export const coveyNotificationCentre: Migration = { id: '1700001720_covey_notification_centre', up, down };
