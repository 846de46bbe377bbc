/**
 * Uploads (product.md §3.4): `shared_with_counselor` defaults to true when the body does not give
 * it, so what a member uploads reaches their counselor unless they opt out.
 */
import type { CoreApp, RecordEvent } from '../../core/core-app.js';

export function defaultSharedWithCounselor(e: RecordEvent): void {
  const body = e.request?.body ?? {};
  if (!Object.hasOwn(body, 'shared_with_counselor')) e.record.data['shared_with_counselor'] = true;
}

export function installFileHooks(core: CoreApp): void {
  core.hooks.recordCreate.add(defaultSharedWithCounselor, (e) => e.record.collection.name === 'files');
}
