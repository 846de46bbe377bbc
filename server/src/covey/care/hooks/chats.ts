/**
 * Chats and messages (product.md §3.4):
 * - a chat created by a client gets its participants from the server: the member's user, the
 *   assigned counselor's user, and circle members with the `chat` scope (assistant chats: only the
 *   member), kept in step with those relationships by chat-access.ts; it starts open;
 * - a new message is unread, carries the sender's name, and updates its chat (`last_message`
 *   trimmed to 140 characters, `last_message_at`, `last_sender_role`), reopening a closed chat;
 * - a caregiver writes in the member's chat only with `manage` access and the `chat` scope
 *   (product.md §2: manage = may message the counselor on the owner's behalf); `view` + `chat`
 *   reads the conversation but cannot post in it;
 * - marking a message read stamps `read_at` (unmarking clears it); on the member's side only the person
 *   the chat is for (or a minor's guardian) moves the flag, never a caregiver reading along;
 * - the attachments' original names (sent by the client in upload order) are kept as
 *   `attachment_names` `{stored: original}`;
 * - the chat's unread counts per side (`unread_member`, `unread_counselor`: messages not read that the
 *   other side sent, as lib/unread-filter.ts counts them) are recounted from the messages, by the
 *   (chat, read) index, in the same transaction as a message's create, read flag change or delete
 *   (decision 0051): the badge reads the chats, not every unread message.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { store, type StoreRecord } from '../../store/store.js';
import { authId, findById, patch, reject, role, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import type { RecordModel } from '../../../core/records/record.js';
import { chatParticipants, grants } from './chat-access.js';
import { isMinorNow } from '../../account/age.js';
import { msg } from '../../i18n/product-error.js';

const PREVIEW = 140;
const MAX_NAME = 200;

/** a display name a client gave for a file: its last path part, no control characters, at most 200 chars */
function cleanName(v: unknown): string {
  if (typeof v !== 'string') return '';
  const last = v.slice(Math.max(v.lastIndexOf('/'), v.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  return last.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME);
}

/**
 * The original names of a new message's attachments as `{stored: original}`. The client sends them
 * in upload order (an array, or an object keyed by stored name); the store generated the stored
 * names in that same order. Names that are missing or unusable are left out (the app then shows the
 * stored name without its random suffix).
 */
function attachmentNames(stored: string[], given: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  stored.forEach((name, i) => {
    const raw = Array.isArray(given) ? given[i] : given && typeof given === 'object' ? (given as Record<string, unknown>)[name] : undefined;
    const clean = cleanName(raw);
    if (clean) out[name] = clean;
  });
  return out;
}

export function preview(body: string, kind: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (!flat) return kind === 'file' ? 'Sent an attachment' : '';
  return flat.length > PREVIEW ? `${flat.slice(0, PREVIEW - 1)}…` : flat;
}

async function onChatCreate(core: CoreApp, e: RecordEventOf<'chats'>): Promise<void> {
  const d = e.record.data;
  if (!d.status) d.status = 'open';
  if (!d.kind) d.kind = 'counselor';
  if (trusted(e) && Array.isArray(d.participants) && d.participants.length) return;
  const member = await findById(core, e.q, 'members', d.member);
  d.participants = member ? await chatParticipants(core, e.q, member.data, d.kind) : [];
  // the chat's counselor is the member's: a client cannot point it at anyone else
  if (d.kind !== 'assistant') d.counselor = str(member?.data.counselor);
}

async function onMessageCreate(core: CoreApp, e: RecordEventOf<'messages'>): Promise<void> {
  const d = e.record.data;
  d.read = false;
  d.read_at = '';
  if (!d.kind) d.kind = (Array.isArray(d.attachments) && d.attachments.length) ? 'file' : 'text';
  d.attachment_names = attachmentNames(d.attachments, d.attachment_names);
  const sender = await findById(core, e.q, 'users', d.sender);
  if (sender && !d.sender_name) d.sender_name = sender.data.name;
  const chat = await findById(core, e.q, 'chats', d.chat);
  if (!chat) return;
  if (!trusted(e)) await requireWriteAccess(core, e, chat);
  await patch(core, e.q, chat, {
    last_message: preview(d.body, d.kind),
    last_message_at: nowString(),
    last_sender_role: d.role,
    ...(chat.data.status === 'closed' ? { status: 'open' } : {}),
    ...(await unreadCounts(core, e.q, e.record)),
  });
}

/** the chat's two sides: a message is unread for a side when it is not read and the other side sent it */
const UNREAD_SIDES = [['unread_member', 'member'], ['unread_counselor', 'counselor']] as const;

/**
 * The chat's unread counts with `message` as it will be stored (or without it, when it is deleted):
 * the other messages counted by index, plus this one.
 */
async function unreadCounts(core: CoreApp, q: RecordEvent['q'], message: RecordModel, deleted = false): Promise<Record<string, number>> {
  const m = message.data;
  const out: Record<string, number> = {};
  for (const [field, side] of UNREAD_SIDES) {
    const others = await store(core, q).count('messages', 'chat = {:chat} && read = false && role != {:side} && id != {:id}', { chat: str(m['chat']), side, id: str(m['id']) });
    out[field] = others + (!deleted && m['read'] !== true && str(m['role']) !== side ? 1 : 0);
  }
  return out;
}

/** a message's read flag changed, or the message goes: its chat's counts follow */
async function recountChat(core: CoreApp, e: RecordEvent, deleted: boolean): Promise<void> {
  const chat = await findById(core, e.q, 'chats', eventOf(e, 'messages').record.data.chat);
  if (chat) await patch(core, e.q, chat, await unreadCounts(core, e.q, e.record, deleted));
}

/** the member, their counselor, or a caregiver whose live row has `manage` + `chat` */
async function requireWriteAccess(core: CoreApp, e: RecordEvent, chat: StoreRecord<'chats'>): Promise<void> {
  const me = authId(e);
  const member = await findById(core, e.q, 'members', chat.data.member);
  if (!member || member.data.user === me) return;
  const counselor = await findById(core, e.q, 'counselors', member.data.counselor);
  if (counselor && counselor.data.user === me) return;
  const rows = await store(core, e.q).list('circle_members', 'circle.member = {:m} && user = {:u}', { params: { m: member.data.id, u: me } });
  const writes = rows.some((r) => r.data.access === 'manage' && grants(r.data, 'chat'));
  if (!writes) reject(e, 'chat', msg('error.chat.read_only'), 'validation_invalid_value');
}

function onReadFlag(e: RecordEventOf<'notifications'> | RecordEventOf<'messages'>): void {
  const was = e.original?.data.read === true;
  const now = e.record.data.read === true;
  if (now && !was) e.record.data.read_at = nowString();
  if (!now && was) e.record.data.read_at = '';
}

/**
 * On the member's side, a message is read when the person the chat is for (or a minor's guardian)
 * reads it: a caregiver reading along through a circle leaves the flag as it was (no error, nothing
 * changes), so the member still sees the counselor's reply as new.
 */
async function onMessageUpdate(core: CoreApp, e: RecordEventOf<'messages'>): Promise<void> {
  const was = e.original?.data.read === true;
  if (!trusted(e) && role(e) !== 'counselor' && (e.record.data.read === true) !== was) {
    const chat = await findById(core, e.q, 'chats', e.record.data.chat);
    const member = chat ? await findById(core, e.q, 'members', chat.data.member) : null;
    if (!member || !(await readsForMember(core, e, member))) {
      e.record.data.read = was;
      e.record.data.read_at = e.original?.data.read_at ?? '';
      return;
    }
  }
  onReadFlag(e);
  if ((e.record.data.read === true) !== was) await recountChat(core, e, false);
}

async function readsForMember(core: CoreApp, e: RecordEvent, member: StoreRecord<'members'>): Promise<boolean> {
  const me = authId(e);
  if (member.data.user === me) return true;
  if (!isMinorNow(member.data)) return false;
  const guardian = await findById(core, e.q, 'members', member.data.subscriber);
  return !!guardian && guardian.data.user === me;
}

export function installChatHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordCreate.add((e) => onChatCreate(core, eventOf(e, 'chats')), on('chats'));
  core.hooks.recordCreate.add((e) => onMessageCreate(core, eventOf(e, 'messages')), on('messages'));
  core.hooks.recordUpdate.add((e) => onMessageUpdate(core, eventOf(e, 'messages')), on('messages'));
  core.hooks.recordDelete.add((e) => recountChat(core, e, true), on('messages'));
  core.hooks.recordUpdate.add((e) => onReadFlag(eventOf(e, 'notifications')), on('notifications'));
}
