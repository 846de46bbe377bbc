/**
 * Uploads (product.md §3.4): `shared_with_counselor` defaults to true when the body does not give
 * it, so what a member uploads reaches their counselor unless they opt out; a linked report, task
 * or appointment must be a record of the same member (a file never points at someone else's case).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { authId, findById, reject, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';
import { circleRecipients, notify } from '../../activity.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t } from '../../i18n/t.js';

function defaultSharedWithCounselor(e: RecordEventOf<'files'>): void {
  const body = e.request?.body ?? {};
  if (!Object.hasOwn(body, 'shared_with_counselor')) e.record.data.shared_with_counselor = true;
}

const LINKS = { report: 'reports', task: 'tasks', appointment: 'appointments' } as const;
async function checkLinks(core: CoreApp, e: RecordEventOf<'files'>): Promise<void> {
  const d = e.record.data;
  for (const [field, name] of Object.entries(LINKS) as [keyof typeof LINKS, (typeof LINKS)[keyof typeof LINKS]][]) {
    const id = d[field];
    if (!id || (e.original && e.original.data[field] === id)) continue;
    const target = await findById(core, e.q, name, id);
    if (!target || target.data.member !== d.member) {
      reject(
        e,
        field,
        msg('error.files.choose_link', { field }),
        'validation_missing_rel_records',
      );
    }
  }
}

/**
 * a file added to a member's vault, or newly shared with their counselor, reaches the caregivers whose
 * live circle row has the `files` scope (#29), naming whose file it is, in each one's language; not
 * the person who did it. A narrowed scope or leaving the circle stops these notices.
 */
async function tellCarers(core: CoreApp, e: RecordEventOf<'files'>): Promise<void> {
  const d = e.record.data;
  const added = !e.original;
  if (!added && !(d.shared_with_counselor && !e.original?.data.shared_with_counselor)) return;
  const carers = (await circleRecipients(core, e.q, d.member, 'files')).filter((u) => u !== authId(e));
  if (carers.length === 0) return;
  const member = await findById(core, e.q, 'members', d.member);
  const name = member ? member.data.first_name.trim() || `${member.data.first_name} ${member.data.last_name}`.trim() : '';
  const title = d.title || d.file;
  for (const user of carers) {
    const locale = recipientLocale(await findById(core, e.q, 'users', user));
    await notify(core, e.q, {
      user, member: d.member, kind: 'system', link: `/files/${d.id}`,
      title: t(locale, added ? 'notice.file.added' : 'notice.file.shared', { name, title }),
    });
  }
}

export function installFileHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'files';
  core.hooks.recordCreate.add((e) => defaultSharedWithCounselor(eventOf(e, 'files')), on);
  core.hooks.recordCreate.add((e) => checkLinks(core, eventOf(e, 'files')), on);
  core.hooks.recordUpdate.add((e) => checkLinks(core, eventOf(e, 'files')), on);
  core.hooks.recordCreate.add((e) => tellCarers(core, eventOf(e, 'files')), on);
  core.hooks.recordUpdate.add((e) => tellCarers(core, eventOf(e, 'files')), on);
}
