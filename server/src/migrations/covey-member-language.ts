/**
 * The member's language where counselors can read it (issue 31): `members.language` mirrors the
 * member's own `users.language` (counselors never read `users` rows), so the caseload and member
 * 360 can show "Spanish". Server-set: a hook copies it on create and whenever the person changes
 * their language; existing rows are filled here.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid, LANGUAGES, select } from './covey-kit.js';

async function up(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('members'));
  if (!c) throw new Error('collection members is missing');
  if (c.fields.some((f) => f.name === 'language')) return;
  await saveCollection(app, { id: c.id, fields: [...c.fields, select('language', LANGUAGES)] });
  await app.db.run(
    'UPDATE "members" SET "language" = COALESCE((SELECT "u"."language" FROM "users" "u" WHERE "u"."id" = "members"."user"), \'\') WHERE "user" != \'\'',
    [],
  );
}

async function down(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('members'));
  if (!c) return;
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => f.name !== 'language') });
}

export const coveyMemberLanguage: Migration = { id: '1700001970_covey_member_language', up, down };
