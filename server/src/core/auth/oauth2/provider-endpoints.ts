/**
 * Checks on an auth collection's OAuth2 providers when it is saved (issue 26): the client secret
 * goes to the token URL, so
 * - a provider submitted without `clientSecret` keeps the stored one only while its token and user
 *   info hosts stay the same; a new host needs the secret again in the same request;
 * - the token and user info URLs may not be on a loopback, link-local or private address unless the
 *   operator allows it for that provider (`allowPrivateHost`); the code exchange checks again.
 */
import { fieldError, type ErrorData } from '../../../util/api-error.js';
import type { Collection, OAuth2Provider } from '../../collections/collection.js';
import { privateAddressOf } from '../ssrf-guard.js';

const REENTER_CLIENT_SECRET = 'Enter the client secret again for the new host.';

const hostOf = (raw: string): string => {
  try {
    return raw ? new URL(raw).host.toLowerCase() : '';
  } catch {
    return raw.trim().toLowerCase();
  }
};

const hostnameOf = (raw: string): string => {
  try {
    return new URL(raw).hostname;
  } catch {
    return '';
  }
};

const sameHosts = (a: OAuth2Provider, b: OAuth2Provider) =>
  hostOf(a.tokenURL ?? '') === hostOf(b.tokenURL ?? '') && hostOf(a.userInfoURL ?? '') === hostOf(b.userInfoURL ?? '');

/**
 * Fills a missing client secret from the stored provider of the same name when its hosts did not
 * change (mutates `next`), and answers the field errors under `oauth2.providers.N`; `{}` when fine.
 */
export async function oauth2ProviderErrors(next: Collection, prev: Collection | undefined): Promise<ErrorData> {
  const providers = next.oauth2?.providers;
  if (next.type !== 'auth' || !Array.isArray(providers)) return {};
  const out: ErrorData = {};
  for (const [i, p] of providers.entries()) {
    if (!p || typeof p !== 'object') continue;
    const errs: ErrorData = {};
    const stored = prev?.oauth2?.providers?.find((x) => x.name === p.name);
    if ((typeof p.clientSecret !== 'string' || p.clientSecret === '') && stored?.clientSecret) {
      if (sameHosts(p, stored)) p.clientSecret = stored.clientSecret;
      else errs['clientSecret'] = fieldError('validation_required', REENTER_CLIENT_SECRET);
    }
    if (p.allowPrivateHost !== true) {
      for (const key of ['tokenURL', 'userInfoURL'] as const) {
        const host = typeof p[key] === 'string' ? hostnameOf(p[key]) : '';
        const address = host ? await privateAddressOf(host) : null;
        if (address) {
          errs[key] = fieldError(
            'validation_private_host',
            `${host} is a loopback, link-local or private address (${address}). Allow private hosts for this provider to use it.`,
          );
        }
      }
    }
    if (Object.keys(errs).length) out[String(i)] = errs;
  }
  return Object.keys(out).length ? { oauth2: { providers: out } } : {};
}
