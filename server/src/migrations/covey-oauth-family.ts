/**
 * OAuth2 (issue 18): every access and refresh token remembers the authorization code that started
 * its chain (`family`), so a reused code or a replayed refresh token revokes the whole chain.
 */
import type { Migration } from './migration.js';
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import { cid, index, text } from './covey-kit.js';

async function setFamily(app: CoreApp, on: boolean): Promise<void> {
  const tokens = app.getCollection(cid('oauth_tokens'));
  if (!tokens) return;
  const fields = tokens.fields.filter((f) => f.name !== 'family');
  const indexes = (tokens.indexes ?? []).filter((i) => !i.includes('family'));
  if (on) {
    fields.push({ ...text('family'), id: `${tokens.id}_family` } as (typeof fields)[number]);
    indexes.push(index('oauth_tokens', ['family']));
  }
  await saveCollection(app, { id: tokens.id, fields, indexes });
}

export const coveyOauthFamily: Migration = {
  id: '1700000720_covey_oauth_family',
  up: (app) => setFamily(app, true),
  down: (app) => setFamily(app, false),
};
