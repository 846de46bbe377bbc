/**
 * Uploads (product.md §3.4): `shared_with_counselor` defaults to true when the body does not give
 * it, so what a member uploads reaches their counselor unless they opt out; a linked report, task
 * or appointment must be a record of the same member (a file never points at someone else's case).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { findById, reject, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

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

export function installFileHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'files';
  core.hooks.recordCreate.add((e) => defaultSharedWithCounselor(eventOf(e, 'files')), on);
  core.hooks.recordCreate.add((e) => checkLinks(core, eventOf(e, 'files')), on);
  core.hooks.recordUpdate.add((e) => checkLinks(core, eventOf(e, 'files')), on);
}
