/**
 * OAuth2 records (product.md §3.5): a registered client gets a server-made `client_id` (never the
 * caller's choice) and starts `pending_review`; its redirect URIs must be absolute http(s) URLs
 * without fragments (exact-match list). Revoking or deleting a grant ends its tokens at once.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { reject, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { revokeGrantTokens } from './oauth-store.js';
import { installAccessTokenAuth } from './access-token-auth.js';
import { randomHex } from '../../../util/random.js';
import { dataOf } from '../../../core/records/typed-record.js';
import { msg } from '../../i18n/product-error.js';

const newClientId = () => `cl_${randomHex(12)}`;

function validRedirectUri(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > 2000) return false;
  try {
    const u = new URL(v);
    if (u.hash) return false;
    if (u.protocol === 'https:') return true;
    if (u.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
    // native apps: private-use schemes (RFC 8252 §7.1), e.g. com.example.app:/callback
    return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(u.protocol);
  } catch {
    return false;
  }
}

function checkClient(e: RecordEventOf<'oauth_clients'>): void {
  const d = e.record.data;
  if (!e.original) {
    if (!trusted(e) || !d.client_id) d.client_id = newClientId();
    if (!d.type) d.type = 'public';
    if (!d.status) d.status = 'pending_review';
  }
  // an app without redirect URIs cannot be authorized (the exact-match list is empty) until it adds one
  const uris = d.redirect_uris ?? [];
  if (!Array.isArray(uris) || uris.length > 10 || !uris.every(validRedirectUri)) {
    reject(
      e,
      'redirect_uris',
      msg('error.oauth_hooks.list_up_ten_redirect'),
      'validation_invalid_value',
    );
  }
}

export function installOAuthHooks(core: CoreApp): void {
  core.hooks.recordCreate.add((e) => checkClient(eventOf(e, 'oauth_clients')), (e) => e.record.collection.name === 'oauth_clients');
  core.hooks.recordUpdate.add((e) => checkClient(eventOf(e, 'oauth_clients')), (e) => e.record.collection.name === 'oauth_clients');
  core.hooks.recordAfterUpdate.add(
    async (e) => {
      const grant = dataOf(e.record, 'oauth_grants');
      if (grant.revoked) await revokeGrantTokens(core, grant.id);
    },
    (e) => e.record.collection.name === 'oauth_grants',
  );
  installAccessTokenAuth(core);
}
