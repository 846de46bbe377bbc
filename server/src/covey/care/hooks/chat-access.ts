/**
 * Chat participants follow the relationships they come from (product.md §2–§3.4), in the same
 * transaction as the change: the member's own login, the assigned counselor's user (not in
 * assistant chats) and every circle member whose row is active, unexpired and has the `chat`
 * scope. Whenever `members.counselor` / `members.user` changes, or a `circle_members` row is
 * created, changed (status, scopes, user, expiry) or deleted, every chat of that member is
 * recomputed: a former counselor or revoked caregiver leaves at once, a new one joins at once.
 * The chats' `counselor` field follows the assignment too.
 *
 * A "before" hook runs before its own row is written, so the row being saved is passed as an
 * overlay over what the database holds.
 */
import type { CoreApp, Queryable, RecordEvent } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { findById, list, patch, str, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { store } from '../../store/store.js';

type Data = Record<string, unknown>;

/** the row being written (null = being deleted) instead of its stored state */
export interface Overlay {
  member?: Data;
  circleMember?: { id: string; data: Data | null };
}

/** true when a circle_members row currently grants `scope` */
export function grants(row: Data, scope: string, now = nowString()): boolean {
  if (str(row['status']) !== 'active' || !str(row['user'])) return false;
  const expires = str(row['expires']);
  if (expires && expires <= now) return false;
  return list(row['scopes']).includes(scope);
}

async function circleRows(core: CoreApp, q: Queryable, memberId: string): Promise<Data[]> {
  const rows = await store(core, q).list('circle_members', 'circle.member = {:m}', { params: { m: memberId } });
  return rows.map((r) => r.data);
}

/** user ids that belong in a chat of `kind` about the member `member` (its stored or overlaid data) */
export async function chatParticipants(core: CoreApp, q: Queryable, member: Data, kind: string, overlay: Overlay = {}): Promise<string[]> {
  const out = new Set<string>();
  if (str(member['user'])) out.add(str(member['user']));
  if (kind === 'assistant') return [...out];
  const counselor = await findById(core, q, 'counselors', str(member['counselor']));
  if (counselor && counselor.data.user) out.add(counselor.data.user);
  const now = nowString();
  let rows = await circleRows(core, q, str(member['id']));
  const cm = overlay.circleMember;
  if (cm) {
    rows = rows.filter((r) => r['id'] !== cm.id);
    if (cm.data) rows.push(cm.data);
  }
  for (const r of rows) if (grants(r, 'chat', now)) out.add(str(r['user']));
  return [...out];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** recomputes participants (and the counselor) of every chat of a member */
async function syncMemberChats(core: CoreApp, q: Queryable, memberId: string, overlay: Overlay = {}): Promise<void> {
  const member = overlay.member ?? (await findById(core, q, 'members', memberId))?.data;
  if (!member) return;
  for (const chat of await store(core, q).list('chats', 'member = {:m}', { params: { m: memberId } })) {
    const kind = chat.data.kind;
    const next = await chatParticipants(core, q, member, kind, overlay);
    const changes: Data = {};
    if (!sameSet(chat.data.participants, next)) changes['participants'] = next;
    const counselor = kind === 'assistant' ? chat.data.counselor : str(member['counselor']);
    if (counselor !== chat.data.counselor) changes['counselor'] = counselor;
    if (Object.keys(changes).length) await patch(core, q, chat, changes);
  }
}

async function onMemberSave(core: CoreApp, e: RecordEventOf<'members'>): Promise<void> {
  if (!e.original) return;
  const d = e.record.data;
  if (d.counselor === e.original.data.counselor && d.user === e.original.data.user) return;
  await syncMemberChats(core, e.q, d.id, { member: d });
}

async function membersOfCircles(core: CoreApp, q: Queryable, circleIds: string[]): Promise<string[]> {
  const members: string[] = [];
  for (const id of new Set(circleIds.filter(Boolean))) members.push((await store(core, q).findById('circles', id))?.data.member ?? '');
  return [...new Set(members.filter(Boolean))];
}

const ACCESS_FIELDS = ['circle', 'user', 'status', 'scopes', 'expires'];

async function onCircleMemberSave(core: CoreApp, e: RecordEventOf<'circle_members'>, deleting = false): Promise<void> {
  const d = e.record.data;
  const before = e.original?.data;
  if (before && !deleting && ACCESS_FIELDS.every((f) => JSON.stringify(d[f] ?? '') === JSON.stringify(before[f] ?? ''))) return;
  const members = await membersOfCircles(core, e.q, [d.circle, str(before?.circle)]);
  const current = deleting ? [] : await membersOfCircles(core, e.q, [d.circle]);
  for (const m of members) {
    // a row moved to another circle no longer counts for the first circle's member
    const data = current.includes(m) ? d : null;
    await syncMemberChats(core, e.q, m, { circleMember: { id: d.id, data } });
  }
}

export function installChatAccessHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordUpdate.add((e) => onMemberSave(core, eventOf(e, 'members')), on('members'));
  core.hooks.recordCreate.add((e) => onCircleMemberSave(core, eventOf(e, 'circle_members')), on('circle_members'));
  core.hooks.recordUpdate.add((e) => onCircleMemberSave(core, eventOf(e, 'circle_members')), on('circle_members'));
  core.hooks.recordDelete.add((e) => onCircleMemberSave(core, eventOf(e, 'circle_members'), true), on('circle_members'));
}
