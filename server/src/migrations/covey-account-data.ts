/**
 * Account data (issue 11, item 9):
 * - `users.deletion_requested_at`: when the user asked to delete their account (product.md §3.1:
 *   deletion is a request → 30-day grace → superuser purge). Server-set through
 *   `/api/account/deletion`; kept apart from `users.status` (sign-in states).
 * - `messages.attachment_names`: the original file names of the attachments (`{stored: original}`),
 *   filled by the message hook from the names the client sends; the store keeps only
 *   `snake_case_base_<random>.ext`. Nobody may change it afterwards (update rule).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { USERS_ID, cid, date, json } from './covey-kit.js';

const NAMES_LOCKED = ' && @request.body.attachment_names:changed = false';

async function addField(app: CoreApp, id: string, field: Record<string, unknown>, rules: Record<string, unknown> = {}): Promise<void> {
  const c = app.getCollection(id);
  if (!c) throw new Error(`collection ${id} is missing`);
  if (c.fields.some((f) => f.name === field['name'])) return;
  await saveCollection(app, { id, fields: [...c.fields, field], ...rules });
}

async function dropField(app: CoreApp, id: string, name: string, rules: Record<string, unknown> = {}): Promise<void> {
  const c = app.getCollection(id);
  if (!c) return;
  await saveCollection(app, { id, fields: c.fields.filter((f) => f.name !== name), ...rules });
}

async function up(app: CoreApp): Promise<void> {
  await addField(app, USERS_ID, date('deletion_requested_at'));
  const messages = app.getCollection(cid('messages'));
  const rule = messages?.updateRule ?? null;
  const updateRule = rule && !rule.includes('attachment_names') ? rule + NAMES_LOCKED : rule;
  await addField(app, cid('messages'), json('attachment_names'), { updateRule });
}

async function down(app: CoreApp): Promise<void> {
  const rule = app.getCollection(cid('messages'))?.updateRule ?? null;
  await dropField(app, cid('messages'), 'attachment_names', { updateRule: rule ? rule.replace(NAMES_LOCKED, '') : rule });
  await dropField(app, USERS_ID, 'deletion_requested_at');
}

export const coveyAccountData: Migration = { id: '1700001300_covey_account_data', up, down };
