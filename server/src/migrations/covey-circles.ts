/**
 * Circles and invitations (issue 15):
 * - `circle_members.reminded_at` (server-set): when the renewal reminder was mailed, so it goes once;
 * - `invites.relationship`: how the invitee relates to the owner, copied to their circle row;
 * - `updates.action` gains `viewed` (a circle member opened the shared information; logged at most hourly);
 * - `circle_members` update rule: the owner may change access, scopes and expiry and may revoke, but
 *   never re-link a row (circle, user, invite, email, consent stamp); a member may only leave —
 *   nothing else in the same request (no widening of their own scopes, access or expiry).
 * `down` restores the earlier rule and drops the field.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { SIGNED, cid, date, select } from './covey-kit.js';
import { withExpiry } from './covey-access-follows.js';
import { memberDefs } from './covey-members.js';

const ME = '@request.auth.id';
const unchanged = (...fields: string[]) => fields.map((f) => `@request.body.${f}:changed = false`).join(' && ');

export const CIRCLE_MEMBERS_UPDATE =
  `${SIGNED} && ((circle.owner = ${ME} && ${unchanged('circle', 'user', 'invite', 'email', 'consented_at', 'reminded_at')} && (@request.body.status:changed = false || @request.body.status = "revoked")) || ` +
  `(user = ${ME} && status = "active" && @request.body.status = "left" && ${unchanged('access', 'scopes', 'circle', 'user', 'expires', 'invite', 'email', 'relationship', 'display_name', 'consented_at', 'reminded_at')}))`;

const RELATIONSHIPS = ['spouse_partner', 'parent', 'adult_child', 'sibling', 'friend', 'professional_caregiver', 'guardian', 'other'];

type Field = Record<string, unknown> & { name: string };
/** the `updates.action` field with `viewed` added (or removed) */
function actionValues(app: CoreApp, add: boolean): Field[] | null {
  const u = app.getCollection(cid('updates'));
  if (!u) return null;
  return (u.fields as Field[]).map((f) => {
    if (f.name !== 'action' || !Array.isArray(f['values'])) return f;
    const values = (f['values'] as string[]).filter((v) => v !== 'viewed');
    return { ...f, values: add ? [...values, 'viewed'] : values };
  });
}

async function up(app: CoreApp): Promise<void> {
  const updates = actionValues(app, true);
  if (updates) await saveCollection(app, { id: cid('updates'), fields: updates });
  const inv = app.getCollection(cid('invites'));
  if (inv && !inv.fields.some((f) => f.name === 'relationship')) {
    await saveCollection(app, { id: inv.id, fields: [...inv.fields, select('relationship', RELATIONSHIPS)] });
  }
  const c = app.getCollection(cid('circle_members'));
  if (!c) return;
  const fields = c.fields.some((f) => f.name === 'reminded_at') ? c.fields : [...c.fields, date('reminded_at')];
  await saveCollection(app, { id: c.id, fields, updateRule: withExpiry(CIRCLE_MEMBERS_UPDATE) });
}

async function down(app: CoreApp): Promise<void> {
  const updates = actionValues(app, false);
  if (updates) await saveCollection(app, { id: cid('updates'), fields: updates });
  const inv = app.getCollection(cid('invites'));
  if (inv) await saveCollection(app, { id: inv.id, fields: inv.fields.filter((f) => f.name !== 'relationship') });
  const c = app.getCollection(cid('circle_members'));
  if (!c) return;
  const before = memberDefs.find((d) => d.name === 'circle_members')?.rules.updateRule;
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => f.name !== 'reminded_at'), updateRule: withExpiry(before) });
}

export const coveyCircles: Migration = { id: '1700000800_covey_circles', up, down };
