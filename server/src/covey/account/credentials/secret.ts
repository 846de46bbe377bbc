/**
 * Keyed hashing of Covey's high-entropy secrets (API keys, OAuth2 codes and tokens, client
 * secrets): HMAC-SHA256 with a server secret kept in `_params` (created on first use, so it
 * follows the data directory and never leaves the server). A fast keyed hash is enough for
 * 256-bit random secrets; the key makes a leaked table useless without the data directory.
 */
import { randomBytes } from 'node:crypto';
import type { CoreApp } from '../../../core/core-app.js';
import { randomToken } from '../../../util/random.js';
import { hmacSha256Hex } from '../../../util/token-hash.js';
export { sameHash } from '../../../util/token-hash.js';

const PARAM = 'covey_credentials_secret';
const cache = new WeakMap<CoreApp, Promise<Buffer>>();

async function loadSecret(core: CoreApp): Promise<Buffer> {
  const stored = await core.getParam(PARAM);
  if (stored) return Buffer.from(stored, 'base64');
  const fresh = randomBytes(32).toString('base64');
  await core.setParam(PARAM, fresh);
  return Buffer.from((await core.getParam(PARAM)) ?? fresh, 'base64');
}

function credentialSecret(core: CoreApp): Promise<Buffer> {
  let p = cache.get(core);
  if (!p) {
    p = loadSecret(core);
    p.catch(() => cache.delete(core));
    cache.set(core, p);
  }
  return p;
}

export async function hashSecret(core: CoreApp, value: string): Promise<string> {
  return hmacSha256Hex(await credentialSecret(core), value);
}

/** `prefix` + 43 url-safe characters (256 bits) */
export const randomSecret = (prefix: string) => `${prefix}${randomToken()}`;
