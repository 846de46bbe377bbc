/**
 * `members (employer, last_name, first_name, id)` (issue 27, decision 0061): an employer's roster is read
 * sorted by name (the roster screen, the export, the roster import's read of the existing rows), and with
 * only `idx_members_employer` every page sorted all of the employer's rows again (5,000–14,000 rows at scale 1:
 * 26–56 ms of SQLite per page of 500, 80–160 ms per page of 1,000 during an import). With this index a page is
 * a range of the index in order (1–2 ms); in SQLite the rowid tie-breaker the store adds is the index's last
 * column, so the sort is gone entirely.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid } from './covey-kit.js';

const INDEX = 'CREATE INDEX `idx_members_employer_name` ON `members` (`employer`, `last_name`, `first_name`, `id`)';

async function change(app: CoreApp, add: boolean): Promise<void> {
  const c = app.getCollection(cid('members'));
  if (!c) return;
  const kept = (c.indexes ?? []).filter((i) => i !== INDEX);
  await saveCollection(app, { id: c.id, indexes: add ? [...kept, INDEX] : kept });
}

export const coveyRosterNameIndex: Migration = {
  id: '1700002000_covey_roster_name_index',
  up: (app) => change(app, true),
  down: (app) => change(app, false),
};
