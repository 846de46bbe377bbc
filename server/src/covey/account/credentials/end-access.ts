/**
 * Ending what an account handed out (decision 0031), inside the caller's transaction:
 * - every OAuth2 grant is revoked (through the store: hooks and realtime see it) and every code,
 *   access and refresh token issued for the account is marked used, so none of them works again,
 *   whatever the account's status later becomes;
 * - optionally every API key is revoked (a revoked key cannot be restored: the owner makes a new one);
 * - optionally every pending one-time code and MFA session is deleted.
 */
import type { CoreApp, Queryable } from '../../../core/core-app.js';
import { store } from '../../store/store.js';
import { collection } from '../../hooks/context.js';

export interface EndAccessOptions {
  apiKeys: boolean;
  signInCodes: boolean;
}

export async function endDelegatedAccess(core: CoreApp, q: Queryable, userId: string, opts: EndAccessOptions): Promise<void> {
  const s = store(core, q);
  const params = { u: userId };
  for (const grant of await s.list('oauth_grants', 'user = {:u} && revoked != true', { params })) await s.update(grant, { revoked: true });
  // codes and tokens of grants revoked earlier too: nothing issued to the account survives
  for (const token of await s.list('oauth_tokens', 'user = {:u} && used != true', { params })) await s.update(token, { used: true });
  if (opts.apiKeys) {
    for (const key of await s.list('api_keys', 'user = {:u} && revoked != true', { params })) await s.update(key, { revoked: true });
  }
  if (opts.signInCodes) {
    const users = collection(core, 'users');
    for (const name of ['_otps', '_mfas'] as const) {
      for (const rec of await s.list(name, 'collectionRef = {:c} && recordRef = {:u}', { params: { ...params, c: users.id } })) await s.delete(rec);
    }
  }
}
