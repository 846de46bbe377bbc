/**
 * `GET /api/collections` search: filter and sort on id, created, updated, name, system, type.
 */
import { FilterError } from '../../filter/filter-error.js';
import { parseFilter } from '../../filter/parser.js';
import { buildWhere } from '../../query/build-where.js';
import { buildOrderBy, parseSort } from '../../query/sort.js';
import { countRows, selectRows } from '../../query/records-sql.js';
import type { FieldResolver, Resolution } from '../../query/field-resolver.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from './collection.js';
import type { SearchParams } from '../records/record-search.js';

const COLUMNS = new Set(['id', 'created', 'updated', 'name', 'system', 'type']);

class CollectionsResolver implements FieldResolver {
  constructor(private readonly quote: (s: string) => string) {}
  resolve(identifier: string): Resolution {
    if (!COLUMNS.has(identifier)) throw new FilterError(`unknown field ${identifier}`);
    return { sql: `${this.quote('_collections')}.${this.quote(identifier)}`, params: [] };
  }
  joins() {
    return [];
  }
}

export async function listCollections(app: CoreApp, params: SearchParams) {
  const d = app.db.dialect;
  const resolver = new CollectionsResolver(d.quote);
  const expr = params.filter ? parseFilter(params.filter) : null;
  const where = expr ? [buildWhere(expr, resolver, { dialect: d })] : [];
  const orderBy = params.sort ? buildOrderBy(parseSort(params.sort), () => resolver, d, '_collections', d.rowid('_collections')) : null;
  const base = { table: '_collections', alias: '_collections', where, orderBy };
  const sel = selectRows(d, { ...base, limit: params.perPage, offset: (params.page - 1) * params.perPage });
  const rows = await app.db.all<{ id: string }>(sel.sql, sel.params);
  let totalItems = -1;
  if (!params.skipTotal) {
    const cnt = countRows(d, base);
    totalItems = Number((await app.db.get<{ total: number }>(cnt.sql, cnt.params))?.total ?? 0);
  }
  return {
    page: params.page,
    perPage: params.perPage,
    totalItems,
    totalPages: totalItems < 0 ? -1 : Math.ceil(totalItems / params.perPage),
    items: rows.map((r) => app.getCollection(r.id)).filter((c): c is Collection => !!c),
  };
}
