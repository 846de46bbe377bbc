/**
 * `Authorization: Bearer pk_…` (product.md §3.5): the key's owner, narrowed to the key's scopes
 * (key-scopes.ts) at the store's auth-loading point, so the record API, batch and realtime all
 * honour it. An unknown, revoked or expired key, or one whose owner may no longer hold keys,
 * answers 401. `last_used`/`last_ip` are written at most once a minute per key, straight to the
 * row (no hooks, no realtime event), so a busy sync does not write per request.
 */
import type { CoreApp, RecordEvent, TokenResolveEvent } from '../../../core/core-app.js';
import { touchApiKey } from '../../store/raw-sql.js';
import { findById, reject, str, trusted } from '../../hooks/context.js';
import { hashSecret, sameHash } from './secret.js';
import { keyLimit } from './key-scopes.js';
import { store } from '../../store/store.js';
import { storeDateMs } from '../../../util/dates.js';
import { dataOf } from '../../../core/records/typed-record.js';
import { msg, ProductError } from '../../i18n/product-error.js';

export const KEY_PREFIX = 'pk_';
export const PREFIX_LENGTH = 8;
const TOUCH_EVERY_MS = 60_000;
const REFUSED = msg('error.api_keys.key_refused');

/** employer and broker in production; any role in the developer environment (product.md §2) */
export function mayHoldKeys(role: string, env = process.env['COVEY_ENVIRONMENT'] ?? ''): boolean {
  if (env === 'developer') return !!role && role !== 'demo';
  return role === 'employer' || role === 'broker';
}

export const keyExpired = (expires: unknown, now = Date.now()) => {
  const s = str(expires);
  return !!s && storeDateMs(s) <= now;
};

async function keyStillValid(core: CoreApp, id: string): Promise<boolean> {
  const key = await store(core).findById('api_keys', id);
  if (!key || key.data.revoked || keyExpired(key.data.expires)) return false;
  const owner = await findById(core, core.db, 'users', key.data.user);
  return !!owner && mayHoldKeys(owner.data.role);
}

export function installApiKeyAuth(core: CoreApp): void {
  const touched = new Map<string, number>();

  const touch = (id: string, ip: string) => {
    const now = Date.now();
    if (now - (touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
    touched.set(id, now);
    if (touched.size > 10_000) touched.clear();
    touchApiKey(core, id, now, ip).catch((err: unknown) => console.error('api key last_used failed', err));
  };

  core.hooks.tokenResolve.add(async (e: TokenResolveEvent) => {
    if (e.auth || !e.token.startsWith(KEY_PREFIX)) return;
    const prefix = e.token.slice(0, PREFIX_LENGTH);
    const hash = await hashSecret(core, e.token);
    const keys = await store(core).list('api_keys', 'prefix = {:prefix}', { params: { prefix } });
    const key = keys.find((k) => sameHash(k.data.hash, hash));
    if (!key || key.data.revoked || keyExpired(key.data.expires)) throw new ProductError(401, REFUSED);
    const owner = await findById(core, core.db, 'users', key.data.user);
    if (!owner || !mayHoldKeys(owner.data.role)) throw new ProductError(401, REFUSED);
    e.auth = { record: owner, limit: keyLimit(key.data.scopes, () => keyStillValid(core, key.data.id)) };
    touch(key.data.id, e.ip);
  });

  // rename and revoke only: a revoked key stays revoked, and the expiry is the server's
  core.hooks.recordUpdate.add(
    (e: RecordEvent) => {
      if (trusted(e) || !e.original) return;
      const [before, after] = [dataOf(e.original, 'api_keys'), dataOf(e.record, 'api_keys')];
      if (before.revoked && !after.revoked)
        reject(e, 'revoked', msg('error.api_key_auth.revoked_key_cannot_restored'));
      if (before.expires !== after.expires)
        reject(e, 'expires', msg('error.api_key_auth.expiry_key_cannot_changed'));
    },
    (e) => e.record.collection.name === 'api_keys',
  );
}
