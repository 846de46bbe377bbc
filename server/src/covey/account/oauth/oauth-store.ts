/** Reads and writes of the OAuth2 tables (server only: `oauth_tokens` has every rule locked). */
import type { CoreApp } from '../../../core/core-app.js';
import type { Collection } from '../../../core/collections/collection.js';
import type { RecordModel } from '../../../core/records/record.js';
import { consumeOAuthToken } from '../../store/raw-sql.js';
import { store, type CollectionName } from '../../store/store.js';
import { collection } from '../../hooks/context.js';

export function findRecords(core: CoreApp, c: Collection, field: string, value: string): Promise<RecordModel[]> {
  return store(core).list(c.name as CollectionName, `${field} = {:v}`, { params: { v: value }, sort: '+created,+id' });
}

export const tokenCollection = (core: CoreApp) => collection(core, 'oauth_tokens');

async function markUsed(core: CoreApp, filter: string, params: Record<string, string>): Promise<void> {
  const s = store(core);
  for (const t of await s.list('oauth_tokens', `(${filter}) && used != true`, { params })) await s.update(t, { used: true });
}

/** marks every code, access and refresh token of a chain (or of a grant) as used: they stop at once */
export async function revokeFamily(core: CoreApp, family: string): Promise<void> {
  if (!family) return;
  await markUsed(core, 'family = {:f} || id = {:f}', { f: family });
}

export async function revokeGrantTokens(core: CoreApp, grant: string): Promise<void> {
  await markUsed(core, 'grant = {:g}', { g: grant });
}

/** marks one token used; false when it already was (a concurrent or replayed use) */
export function consume(core: CoreApp, id: string): Promise<boolean> {
  return consumeOAuthToken(core, id);
}
