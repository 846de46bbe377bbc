/**
 * The owner's consent on a circle invitation (product.md §3.2 `invites`, §3.5 `circle_consent`):
 * `invites.consent` (bool). A circle invite is refused unless it is `true`, whichever way it is
 * created (`POST /api/invites` or the records API), and the `circle_consent` agreement is written
 * in the same transaction (hooks/circle-invites.ts). Before this field the records API path wrote
 * no agreement.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { bool, cid } from './covey-kit.js';

async function up(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('invites'));
  if (!c) throw new Error('collection invites is missing');
  if (c.fields.some((f) => f.name === 'consent')) return;
  await saveCollection(app, { id: c.id, fields: [...c.fields, bool('consent')] });
}

async function down(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('invites'));
  if (!c) return;
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => f.name !== 'consent') });
}

export const coveyInviteConsent: Migration = { id: '1700001500_covey_invite_consent', up, down };
