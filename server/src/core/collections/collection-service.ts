/**
 * Collection writes (contract §2.5): create, update, delete, truncate, import. Each validates,
 * applies the schema change to the table/view and saves the definition in one transaction, then
 * reloads the registry.
 */
import { ApiError, fieldError } from '../../util/api-error.js';
import { randomString } from '../../util/random.js';
import type { Queryable, Row } from '../../storage/database.js';
import { selectRows } from '../../query/records-sql.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from './collection.js';
import { normalizeCollection } from './collection-normalize.js';
import { validateCollection } from './collection-validate.js';
import { oauth2ProviderErrors } from '../auth/oauth2/provider-endpoints.js';
import { tableSpec, viewFields } from './collection-table.js';
import { deleteRecord } from '../records/record-delete.js';
import { searchRecords } from '../records/record-search.js';
import { findRecordById } from '../records/record-queries.js';
import { recordFromRow } from '../records/record.js';
import { guestRequest } from '../rules/request-info.js';

async function applySave(app: CoreApp, q: Queryable, next: Collection, prev: Collection | undefined, pending: Collection[]): Promise<void> {
  const all = () => [...app.collections.all().filter((c) => !pending.some((p) => p.id === c.id)), ...pending];
  if (next.type === 'view') {
    try {
      next.fields = await viewFields(q, app.schema, next.viewQuery ?? '', all(), prev?.fields ?? []);
    } catch (err) {
      throw new ApiError(400, prev ? 'Failed to update collection.' : 'Failed to create collection.', {
        viewQuery: fieldError('validation_invalid_view_query', `Invalid query - ${(err as Error).message}`),
      });
    }
  }
  const errors = validateCollection(next, prev, { all, dialect: q.dialect });
  if (Object.keys(errors).length) throw new ApiError(400, prev ? 'Failed to update collection.' : 'Failed to create collection.', errors);
  if (prev && next.type === 'auth' && prev.type === 'auth' && prev.authRule !== next.authRule) {
    next.authToken = { ...next.authToken!, secret: randomString(50) };
  }
  if (next.type === 'view') await app.schema.syncView(q, next.name, next.viewQuery ?? '', prev?.name);
  else await app.schema.syncTable(q, tableSpec(next), prev && prev.type !== 'view' ? tableSpec(prev) : undefined);
  await app.collections.save(q, next);
}

/** OAuth2 provider endpoints (secret re-entry for a new host, no private address unless allowed) */
async function checkOutbound(next: Collection, prev: Collection | undefined): Promise<void> {
  const errors = await oauth2ProviderErrors(next, prev);
  if (Object.keys(errors).length) throw new ApiError(400, prev ? 'Failed to update collection.' : 'Failed to create collection.', errors);
}

async function reload(app: CoreApp): Promise<void> {
  await app.collections.load();
  await app.hooks.collectionsChanged.triggerSafe({ collections: app.collections.all() });
}

export async function createCollection(app: CoreApp, input: Record<string, unknown>): Promise<Collection> {
  if (input['id'] && app.getCollection(String(input['id']))) {
    throw new ApiError(400, 'Failed to create collection.', { id: fieldError('validation_not_unique', 'Value must be unique.') });
  }
  const next = normalizeCollection(input);
  await checkOutbound(next, undefined);
  // auto ids are pbc_<crc32(type+name)>: add a numeric suffix on collision (a duplicate name then
  // fails validation with validation_collection_name_exists instead of matching the other one)
  if (!input['id']) {
    const base = next.id;
    for (let n = 2; app.getCollection(next.id); n++) next.id = `${base}${n}`;
  }
  await app.db.transaction((q) => applySave(app, q, next, undefined, [next]));
  await reload(app);
  return app.getCollection(next.id)!;
}

export async function updateCollection(app: CoreApp, existing: Collection, input: Record<string, unknown>): Promise<Collection> {
  const next = normalizeCollection(input, existing);
  await checkOutbound(next, existing);
  if (existing.system) {
    for (const key of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule', 'authRule', 'manageRule'] as const) {
      if (key in input && (existing as unknown as Record<string, unknown>)[key] !== (next as unknown as Record<string, unknown>)[key]) {
        throw new ApiError(400, 'Failed to update collection.', { [key]: fieldError('validation_system_rule_change', 'System collection rules cannot be changed.') });
      }
    }
  }
  await app.db.transaction((q) => applySave(app, q, next, existing, [next]));
  await reload(app);
  return app.getCollection(next.id)!;
}

export async function deleteCollection(app: CoreApp, c: Collection): Promise<void> {
  if (c.system) throw new ApiError(400, 'Failed to delete collection.', {});
  const refs = app.collections
    .all()
    .filter((o) => o.id !== c.id && o.fields.some((f) => f.type === 'relation' && f['collectionId'] === c.id))
    .map((o) => o.name);
  if (refs.length) throw new ApiError(400, `Failed to delete collection probably due to existing reference in ${refs.join(', ')}.`);
  await app.db.transaction(async (q) => {
    await app.schema.drop(q, c.name, c.type === 'view' ? 'view' : 'table');
    await app.collections.remove(q, c.id);
  });
  await reload(app);
}

export async function truncateCollection(app: CoreApp, c: Collection): Promise<void> {
  if (c.type === 'view') throw new ApiError(400, "View collections cannot be truncated since they don't store their own records.");
  // collect the ids first: reads outside the write transaction do not see its deletes
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await searchRecords(app, c, { page, perPage: 1000, sort: '', filter: '', skipTotal: true }, guestRequest(), true);
    for (const r of res.items) ids.push(String(r.data['id']));
    if (res.items.length < 1000) break;
  }
  await app.db.transaction(async (q) => {
    for (const id of ids) {
      // a cascade may already have removed it
      const record = await findRecordById(q, c, id);
      if (record) await deleteRecord(app, record, undefined, q);
    }
  });
}

export async function importCollections(app: CoreApp, list: unknown, deleteMissing: boolean): Promise<void> {
  const fail = (message: string) =>
    new ApiError(400, 'Failed to import collections.', {
      collections: fieldError('validation_collections_import_failure', message),
    });
  // as PocketBase's import form: a missing or empty list is a required-field error, another type a bad body
  if (list === undefined || list === null || (Array.isArray(list) && !list.length)) {
    throw new ApiError(400, 'An error occurred while validating the submitted data.', {
      collections: fieldError('validation_required', 'Cannot be blank.'),
    });
  }
  if (!Array.isArray(list)) throw new ApiError(400, 'An error occurred while loading the submitted data.');
  const items = list.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
  // views last: they may select from collections of the same import
  items.sort((a, b) => Number(a['type'] === 'view') - Number(b['type'] === 'view'));
  try {
    await app.db.transaction(async (q) => {
      const pending: Collection[] = [];
      const imported = new Set<string>();
      for (const item of items) {
        const existing = app.getCollection(String(item['id'] ?? '')) ?? app.getCollection(String(item['name'] ?? ''));
        const input = existing && !deleteMissing ? keepMissingFields(item, existing) : item;
        const next = normalizeCollection(input, existing);
        await checkOutbound(next, existing);
        pending.push(next);
        imported.add(next.id);
        await applySave(app, q, next, existing, pending);
      }
      if (deleteMissing) {
        for (const c of app.collections.all()) {
          if (c.system || imported.has(c.id)) continue;
          await app.schema.drop(q, c.name, c.type === 'view' ? 'view' : 'table');
          await app.collections.remove(q, c.id);
        }
      }
    });
  } catch (err) {
    if (err instanceof ApiError) throw fail(`${err.message} ${JSON.stringify(err.data)}`);
    throw fail((err as Error).message);
  }
  await reload(app);
}

/** without deleteMissing, fields of an existing collection absent from the import are kept */
function keepMissingFields(item: Record<string, unknown>, existing: Collection): Record<string, unknown> {
  if (!Array.isArray(item['fields'])) return item;
  const given = item['fields'] as { id?: string; name?: string }[];
  const kept = existing.fields.filter((f) => !given.some((g) => g.id === f.id || g.name === f.name));
  return { ...item, fields: [...given, ...kept] };
}

/**
 * Saves a collection built in code (migrations): same validation and schema sync as the API,
 * and `system` may be set. Pass `q` to join a surrounding transaction.
 */
export async function saveCollection(app: CoreApp, input: Record<string, unknown>, opts: { system?: boolean } = {}): Promise<Collection> {
  const existing = app.getCollection(String(input['id'] ?? '')) ?? app.getCollection(String(input['name'] ?? ''));
  const next = normalizeCollection(input, existing);
  if (opts.system) {
    next.system = true;
    for (const f of next.fields) if (['id', 'password', 'tokenKey', 'email', 'emailVisibility', 'verified'].includes(f.name)) f.system = true;
  }
  await app.db.transaction((q) => applySave(app, q, next, existing, [next]));
  await reload(app);
  return app.getCollection(next.id)!;
}

/** `POST /api/collections/meta/dry-run-view`: the fields a view query would get, and up to 10 sample rows */
export async function dryRunView(app: CoreApp, query: unknown): Promise<{ fields: Collection['fields']; sample: Record<string, unknown>[] }> {
  const text = typeof query === 'string' ? query.trim() : '';
  if (!text || text.length > 5000) {
    throw new ApiError(400, 'An error occurred while validating the submitted data.', {
      query: fieldError(text ? 'validation_length_too_long' : 'validation_required', text ? 'The length must be no more than 5000.' : 'Cannot be blank.'),
    });
  }
  try {
    return await app.db.transaction(async (q) => {
      const fields = await viewFields(q, app.schema, text, app.collections.all(), []);
      const probe: Collection = { ...normalizeCollection({ name: '_dry_run_view', type: 'view', viewQuery: text }), fields };
      await app.schema.syncView(q, probe.name, text);
      // read through the transaction: the probe view exists only there (a reader would not see it)
      const sel = selectRows(q.dialect, { table: probe.name, alias: probe.name, where: [], orderBy: null, limit: 10, offset: 0 });
      const sample = (await q.all<Row>(sel.sql, sel.params)).map((row) => recordFromRow(probe, row).data);
      throw new DryRunResult(fields, sample);
    });
  } catch (err) {
    if (err instanceof DryRunResult) return { fields: err.fields, sample: err.sample };
    throw new ApiError(400, 'Failed to dry-run the view query.', {
      query: fieldError('validation_invalid_view_query', `Invalid query - ${(err as Error).message}`),
    });
  }
}

/** carries the dry-run result out of the transaction, which is always rolled back */
class DryRunResult extends Error {
  constructor(
    readonly fields: Collection['fields'],
    readonly sample: Record<string, unknown>[],
  ) {
    super('dry run');
  }
}
