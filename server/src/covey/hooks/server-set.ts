/**
 * Fields the design says only the server sets (product.md §2–§3). A client create that gives one
 * of them a value, or an update that changes one, fails with a field error and nothing is saved.
 * Superusers, the CLI and the hooks' own writes are trusted.
 */
import type { CoreApp, RecordEvent } from '../../core/core-app.js';
import { reject, trusted } from './context.js';
import { msg } from '../i18n/product-error.js';

const SERVER_SET: Record<string, string[]> = {
  users: ['employer', 'broker', 'status', 'last_seen', 'deletion_requested_at'],
  members: ['counselor', 'minor', 'adult_on', 'source', 'user', 'language'],
  chats: ['participants', 'counselor', 'last_message', 'last_message_at', 'last_sender_role', 'unread_member', 'unread_counselor'],
  messages: ['read_at', 'sender_name', 'citations', 'feedback'],
  plans: ['progress', 'accepted_at'],
  tasks: ['completed_at'],
  reports: ['submitted_at', 'first_response_at', 'resolved_at'],
  coverages: ['verified_by'],
  appointments: ['reschedule_count', 'reminders', 'cancelled_by', 'ics_uid'],
  comments: ['scope', 'edited', 'author_name'],
  notifications: ['sent_at', 'read_at', 'channels', 'update', 'kind', 'body', 'subject_name', 'email_pending'],
  invites: ['token', 'accepted_by', 'sent_count', 'last_sent', 'expires'],
  circle_members: ['reminded_at', 'consented_at', 'invite'],
  suggestions: ['task', 'votes'],
  api_keys: ['last_used', 'last_ip'],
  oauth_grants: ['last_used', 'expires'],
};

const empty = (v: unknown) => v === '' || v === null || v === undefined || v === false || v === 0 || (Array.isArray(v) && !v.length);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (empty(a) && empty(b));

function guardServerSet(e: RecordEvent): void {
  if (trusted(e)) return;
  const fields = SERVER_SET[e.record.collection.name];
  if (!fields) return;
  const body = e.request?.body ?? {};
  for (const f of fields) {
    if (!Object.hasOwn(body, f)) continue;
    const before = e.original ? e.original.data[f] : undefined;
    if (e.original ? !same(e.record.data[f], before) : !empty(e.record.data[f])) {
      reject(e, f, msg('error.server_set.field_set_by_server'));
    }
  }
}

export function installServerSetGuard(core: CoreApp): void {
  core.hooks.recordCreate.add(guardServerSet);
  core.hooks.recordUpdate.add(guardServerSet);
}
