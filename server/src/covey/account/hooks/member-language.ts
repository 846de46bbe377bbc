/**
 * `members.language` follows the person's own `users.language` (issue 31): counselors read member
 * rows, never users, and the caseload shows the member's language. Copied when a member row gets its
 * user, and onto every row of that user when they change their language (same transaction).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { eventOf, findById, str, type RecordEventOf } from '../../hooks/context.js';
import { updateRaw } from '../../hooks/raw-insert.js';
import { store } from '../../store/store.js';

async function copyFromUser(core: CoreApp, e: RecordEventOf<'members'>): Promise<void> {
  const user = e.record.data.user;
  if (!user || (e.original && e.original.data.user === user)) return;
  const account = await findById(core, e.q, 'users', user);
  e.record.data.language = str(account?.data.language) as typeof e.record.data.language;
}

async function followUser(core: CoreApp, e: RecordEventOf<'users'>): Promise<void> {
  const language = e.record.data.language;
  if (!e.original || e.original.data.language === language) return;
  const rows = await store(core, e.q).list('members', 'user = {:id}', { params: { id: e.record.data.id } });
  for (const row of rows) if (row.data.language !== language) await updateRaw(core, e.q, row, { language });
}

export function installMemberLanguageHooks(core: CoreApp): void {
  const isMembers = (e: RecordEvent) => e.record.collection.name === 'members';
  core.hooks.recordCreate.add((e) => copyFromUser(core, eventOf(e, 'members')), isMembers);
  core.hooks.recordUpdate.add((e) => copyFromUser(core, eventOf(e, 'members')), isMembers);
  core.hooks.recordUpdate.add((e) => followUser(core, eventOf(e, 'users')), (e) => e.record.collection.name === 'users');
}
