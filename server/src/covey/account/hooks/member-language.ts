/**
 * `members.language` follows the person's own `users.language` (issue 31): counselors read member
 * rows, never users, and the caseload shows the member's language. Copied when a member row gets its
 * user, and onto every row of that user when they change their language (same transaction).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { findById, str } from '../../hooks/context.js';
import { updateRaw } from '../../hooks/raw-insert.js';
import { store } from '../../store/store.js';

async function copyFromUser(core: CoreApp, e: RecordEvent): Promise<void> {
  const user = str(e.record.data['user']);
  if (!user || (e.original && str(e.original.data['user']) === user)) return;
  const account = await findById(core, e.q, 'users', user);
  e.record.data['language'] = str(account?.data['language']);
}

async function followUser(core: CoreApp, e: RecordEvent): Promise<void> {
  const language = str(e.record.data['language']);
  if (!e.original || str(e.original.data['language']) === language) return;
  const rows = await store(core, e.q).list('members', 'user = {:id}', { params: { id: str(e.record.data['id']) } });
  for (const row of rows) if (str(row.data['language']) !== language) await updateRaw(core, e.q, row, { language });
}

export function installMemberLanguageHooks(core: CoreApp): void {
  const isMembers = (e: RecordEvent) => e.record.collection.name === 'members';
  core.hooks.recordCreate.add((e) => copyFromUser(core, e), isMembers);
  core.hooks.recordUpdate.add((e) => copyFromUser(core, e), isMembers);
  core.hooks.recordUpdate.add((e) => followUser(core, e), (e) => e.record.collection.name === 'users');
}
