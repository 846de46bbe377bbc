/**
 * `Authorization: Bearer co_at_…`: an OAuth2 access token acts as the person who granted it,
 * narrowed to the grant's scopes and to the granted member's rows (oauth-scopes.ts). A token that
 * is unknown, expired, revoked, of a revoked grant or a suspended client answers 401.
 */
import type { CoreApp, TokenResolveEvent } from '../../../core/core-app.js';
import { findById, str } from '../../hooks/context.js';
import { PREFIX, findToken } from './oauth-model.js';
import { oauthLimit } from './oauth-scopes.js';
import { storeDateMs } from '../../../util/dates.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const REFUSED = msg('error.oauth.token_refused');
const expired = (v: unknown) => storeDateMs(str(v)) <= Date.now();

async function stillValid(core: CoreApp, tokenId: string, grantId: string): Promise<boolean> {
  const token = await findById(core, core.db, 'oauth_tokens', tokenId);
  const grant = await findById(core, core.db, 'oauth_grants', grantId);
  return (
    !!token &&
    token.data.used !== true &&
    !expired(token.data.expires) &&
    !!grant &&
    grant.data.revoked !== true
  );
}

export function installAccessTokenAuth(core: CoreApp): void {
  core.hooks.tokenResolve.add(async (e: TokenResolveEvent) => {
    if (e.auth || !e.token.startsWith(PREFIX.access)) return;
    const row = await findToken(core, 'access', e.token);
    if (!row || row.data.used === true || expired(row.data.expires)) throw new ProductError(401, REFUSED);
    const grant = await findById(core, core.db, 'oauth_grants', row.data.grant);
    const client = await findById(core, core.db, 'oauth_clients', row.data.client);
    if (!grant || grant.data.revoked === true || !client || client.data.status === 'suspended')
      throw new ProductError(401, REFUSED);
    const user = await findById(core, core.db, 'users', row.data.user);
    if (!user) throw new ProductError(401, REFUSED);
    const tokenId = row.data.id;
    const grantId = grant.data.id;
    e.auth = {
      record: user,
      limit: oauthLimit(grant.data.scopes, grant.data.member, () =>
        stillValid(core, tokenId, grantId),
      ),
    };
  });
}
