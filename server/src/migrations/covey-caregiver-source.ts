/**
 * Caregiver accounts (issue 29): an account created from a circle invitation gets a `members` row
 * with `source = "circle"`. It is not onboarded as a member (no counselor, no insurance prompt)
 * until the person chooses "Use Covey for myself" (`POST /api/members/use-for-myself`), which turns
 * the source into `community` and starts the member onboarding.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid } from './covey-kit.js';

async function setSources(app: CoreApp, add: boolean): Promise<void> {
  const c = app.getCollection(cid('members'));
  if (!c) throw new Error('collection members is missing');
  const fields = c.fields.map((f) => {
    if (f.name !== 'source') return f;
    const values = (f as { values?: string[] }).values ?? [];
    const next = add ? [...new Set([...values, 'circle'])] : values.filter((v) => v !== 'circle');
    return { ...f, values: next };
  });
  await saveCollection(app, { id: c.id, fields });
}

export const coveyCaregiverSource: Migration = {
  id: '1700001800_covey_caregiver_source',
  up: (app) => setSources(app, true),
  down: (app) => setSources(app, false),
};
