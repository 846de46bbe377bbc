/**
 * The one gate every sign-in and every token use passes (the `authCheck` hook): the store itself
 * refuses nothing here; the product's handlers do (e.g. suspended accounts). A refused sign-in
 * answers like a wrong password (400 "Failed to authenticate."); a refused token is treated as
 * an invalid one (the request is a guest's, so auth-only endpoints answer 401).
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { RecordModel } from '../records/record.js';

/** false when a handler refuses `record` (a failing handler refuses too: the gate fails closed) */
export async function authAllowed(app: CoreApp, record: RecordModel, phase: 'signin' | 'token'): Promise<boolean> {
  try {
    await app.hooks.authCheck.trigger({ record, phase });
    return true;
  } catch {
    return false;
  }
}

/** throws PocketBase's refused sign-in answer when `record` may not sign in */
export async function assertSignInAllowed(app: CoreApp, record: RecordModel): Promise<void> {
  if (!(await authAllowed(app, record, 'signin'))) throw new ApiError(400, 'Failed to authenticate.');
}
