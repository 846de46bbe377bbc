/**
 * Circle changes (product.md §2 "Circles"): the log and the notices. Access itself follows the row
 * at once (rules + chat-access hook); here:
 * - owner revokes → the person is told; owner changes access/scopes/expiry → logged (a new expiry
 *   re-arms the renewal reminder); member leaves → the owner is told; cron expiry → logged;
 * - a circle that is deleted or switched off (`active` → false) revokes its active members and
 *   pending invitations first (so chats follow before the cascade; a switched-off circle grants
 *   nothing, and switching it back on needs new invitations);
 * - a new circle is active.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { logUpdate, notify, type SummaryMsg } from '../../activity.js';
import { actorOf, scopeSentence } from '../scopes.js';
import { store } from '../../store/store.js';
import { str, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

async function onRowUpdate(core: CoreApp, e: RecordEventOf<'circle_members'>): Promise<void> {
  const d = e.record.data;
  const before = e.original?.data;
  if (!same(d.expires, before?.expires)) d.reminded_at = '';
  const s = store(core, e.q);
  const circle = await s.findById('circles', d.circle);
  if (!circle) return;
  const circleId = circle.data.id;
  const memberId = circle.data.member;
  const owner = circle.data.owner;
  // the notices are worded in each recipient's language, the log stays English
  const named = { named: circle.data.name ? 'yes' : 'no', circle: circle.data.name };
  const person = await s.findById('users', d.user);
  const known = d.display_name || (person?.data.name ?? '') || d.email;
  const who = known || 'A circle member';
  const log = (action: 'revoked' | 'updated' | 'status_changed', summary: string, data: Record<string, unknown> = {}, sentence?: SummaryMsg) =>
    logUpdate(core, e.q, { actor: actorOf(e), member: memberId, target: 'circles', targetId: circleId, action, summary, msg: sentence, data: { circle_member: d.id, ...data } });
  const status = d.status;
  if (status !== str(before?.status)) {
    if (status === 'revoked') {
      const u = await log('revoked', `${who}'s access was ended`, {}, { id: 'circle_access_ended', values: { name: known, known: known ? 'yes' : 'no' } });
      await notify(core, e.q, { user: d.user, title: msg('notice.circle.access_ended', named), link: '/circles', kind: 'invite', update: u.data.id });
    } else if (status === 'left') {
      const u = await log('status_changed', `${who} left the circle`, {}, { id: 'circle_left', values: { name: known, known: known ? 'yes' : 'no' } });
      await notify(core, e.q, { user: owner, title: msg('notice.circle.left', { ...named, known: known ? 'yes' : 'no', who: known }), link: `/circles/${circleId}`, kind: 'invite', update: u.data.id });
    } else if (status === 'expired') {
      await log('status_changed', `${who}'s access expired`, {}, { id: 'circle_access_expired', values: { name: known, known: known ? 'yes' : 'no' } });
    }
    return;
  }
  if (!same(d.scopes, before?.scopes) || !same(d.access, before?.access) || !same(d.expires, before?.expires)) {
    const level = d.access === 'manage' ? 'see and manage' : 'see';
    const until = d.expires ? ` until ${d.expires.slice(0, 10)}` : '';
    const u = await log('updated', `${who} can now ${level} ${scopeSentence(d.scopes)}${until}`, { scopes: d.scopes, access: d.access }, {
      id: 'circle_access_changed',
      values: { name: known, known: known ? 'yes' : 'no', access: d.access === 'manage' ? 'manage' : 'view', scopes: d.scopes.join(','), limited: d.expires ? 'yes' : 'no', until: d.expires.slice(0, 10) },
    });
    if (d.status === 'active') {
      await notify(core, e.q, { user: d.user, title: msg('notice.circle.access_changed', named), link: `/circles/${circleId}`, kind: 'invite', update: u.data.id });
    }
  }
}

async function onCircleUpdate(core: CoreApp, e: RecordEventOf<'circles'>): Promise<void> {
  if (e.original?.data.active !== false && e.record.data.active === false) await beforeCircleDelete(core, e);
}

/** through the store, so each revocation runs its hooks (log, notice, chat access) and reaches realtime */
async function beforeCircleDelete(core: CoreApp, e: RecordEventOf<'circles'>): Promise<void> {
  const s = store(core, e.q);
  const params = { c: e.record.data.id };
  for (const m of await s.list('circle_members', 'circle = {:c} && status = "active"', { params })) await s.update(m, { status: 'revoked' });
  for (const inv of await s.list('invites', 'circle = {:c} && status = "pending"', { params })) await s.update(inv, { status: 'revoked', token: '' });
}

function onCircleCreate(e: RecordEventOf<'circles'>): void {
  if (!Object.hasOwn(e.request?.body ?? {}, 'active')) e.record.data.active = true;
}

export function installCircleMemberHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordUpdate.add((e) => onRowUpdate(core, eventOf(e, 'circle_members')), on('circle_members'));
  core.hooks.recordDelete.add((e) => beforeCircleDelete(core, eventOf(e, 'circles')), on('circles'));
  core.hooks.recordCreate.add((e) => onCircleCreate(eventOf(e, 'circles')), on('circles'));
  core.hooks.recordUpdate.add((e) => onCircleUpdate(core, eventOf(e, 'circles')), on('circles'));
}
