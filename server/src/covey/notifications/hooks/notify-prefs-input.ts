/**
 * `users.notify` is a json field: a client saving preferences gets a field error for a shape the
 * digest and the notices would misread (unknown kinds, a quiet-hours time that is not HH:MM),
 * instead of the value being stored and silently ignored.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { reject, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { prefsProblem } from '../notify-prefs.js';

function checkPrefs(e: RecordEventOf<'users'>): void {
  if (trusted(e) || !Object.hasOwn(e.request?.body ?? {}, 'notify')) return;
  const problem = prefsProblem(e.record.data.notify);
  if (problem) reject(e, 'notify', problem, 'validation_invalid_notify');
}

export function installNotifyPrefsHooks(core: CoreApp): void {
  const onUsers = (e: RecordEvent) => e.record.collection.name === 'users';
  core.hooks.recordCreate.add((e) => checkPrefs(eventOf(e, 'users')), onUsers);
  core.hooks.recordUpdate.add((e) => checkPrefs(eventOf(e, 'users')), onUsers);
}
