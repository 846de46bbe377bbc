/**
 * Per-chat unread counts (issue #27, decision 0051): `chats.unread_member` (messages not yet read that
 * the member's side did not send) and `chats.unread_counselor` (the same for the counselor's side),
 * server-set, kept by the messages hooks (care/hooks/chats.ts). The badge and the per-chat counts read
 * the chats a person sees instead of every unread message (1,450 for a counselor at scale 1, in pages).
 * The counts of existing chats are filled in here, one statement per side.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid, num } from './covey-kit.js';

const SIDES = [['unread_member', 'member'], ['unread_counselor', 'counselor']] as const;
const ADDED: string[] = SIDES.map(([f]) => f);

async function up(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('chats'));
  if (!c) throw new Error('collection chats is missing');
  await saveCollection(app, {
    id: c.id,
    fields: [...c.fields.filter((f) => !ADDED.includes(f.name)), ...SIDES.map(([f]) => num(f, { min: 0, onlyInt: true }))],
  });
  for (const [field, side] of SIDES) {
    await app.db.run(
      `UPDATE "chats" SET "${field}" = (SELECT COUNT(*) FROM "messages" AS "m" WHERE "m"."chat" = "chats"."id" AND "m"."read" = 0 AND "m"."role" != ?)`,
      [side],
    );
  }
}

async function down(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('chats'));
  if (!c) return;
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => !ADDED.includes(f.name)) });
}

export const coveyChatUnread: Migration = { id: '1700001900_covey_chat_unread', up, down };
