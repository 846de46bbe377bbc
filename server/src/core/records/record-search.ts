/**
 * Lists records: the list rule (null → 403, "" → everyone, expression → appended to WHERE), the
 * client filter and sort (resolved in `client` mode unless superuser), paging and totals.
 */
import { ApiError } from '../../util/api-error.js';
import { buildOrderBy, parseSort } from '../../query/sort.js';
import { countRows, selectRows } from '../../query/records-sql.js';
import { keyedCondition, type WhereFragment } from '../../query/build-where.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import type { Row } from '../../storage/database.js';
import type { Dialect } from '../../storage/dialect.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import { compileExpression } from '../rules/compile-rule.js';
import { AliasGen, RecordFieldResolver } from '../rules/record-field-resolver.js';
import type { RequestInfo } from '../rules/request-info.js';
import { recordFromRow, type RecordModel } from './record.js';
import { effectiveRule } from '../rules/effective-rule.js';

export interface SearchParams {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  skipTotal: boolean;
}

export interface SearchResult {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: RecordModel[];
}

/** the page as stored rows (record-json-rows.ts turns them into response objects without records) */
export interface RowsResult extends Omit<SearchResult, 'items'> {
  rows: Row[];
}

const SUPERUSER_ONLY_FIELDS = ['@collection.', '@request.'];

/** a non-superuser's filter/sort may not reference @collection.* or @request.* (403, as PocketBase) */
function checkClientOnlyFields(params: SearchParams): void {
  for (const text of [params.filter, params.sort]) {
    const field = text ? SUPERUSER_ONLY_FIELDS.find((f) => text.includes(f)) : undefined;
    if (field) throw new ApiError(403, `Only superusers can filter by ${field}`);
  }
}

/** a unique order for rows equal on every sort field: insertion order (rowid), or the id for views (no rowid) */
const tieBreaker = (d: Dialect, c: Collection) => (c.type === 'view' ? `${d.quote(c.name)}.${d.quote('id')}` : d.rowid(c.name));

export async function searchRecords(
  app: CoreApp,
  c: Collection,
  params: SearchParams,
  req: RequestInfo,
  isSuperuser: boolean,
  extraWhere: SqlFragment[] = [],
): Promise<SearchResult> {
  const { rows, ...paging } = await searchRows(app, c, params, req, isSuperuser, extraWhere);
  return { ...paging, items: rows.map((r) => recordFromRow(c, r)) };
}

export async function searchRows(
  app: CoreApp,
  c: Collection,
  params: SearchParams,
  req: RequestInfo,
  isSuperuser: boolean,
  extraWhere: SqlFragment[] = [],
): Promise<RowsResult> {
  const listRule = effectiveRule(c, 'list', req.auth);
  if (!isSuperuser && listRule === null) throw new ApiError(403, 'Only superusers can perform this action.');
  if (!isSuperuser) checkClientOnlyFields(params);
  const d = app.db.dialect;
  const lookup = { getCollection: (x: string) => app.getCollection(x) };
  const mode = isSuperuser ? 'rule' : 'client';
  const aliases = new AliasGen();
  const where: WhereFragment[] = [...extraWhere];
  if (!isSuperuser && listRule) {
    const rule = compileExpression(lookup, c, c.name, listRule, req, d, 'rule', aliases);
    if (rule) where.push(rule);
  }
  if (params.filter) {
    const f = compileExpression(lookup, c, c.name, params.filter, req, d, mode, aliases);
    if (f) where.push(f);
  }
  // conditions through one single relation: evaluated once per related row (index friendly)
  for (const [i, part] of where.entries()) {
    const k = part.keyed;
    if (!k) continue;
    const nullCase = await app.db.get<{ c: unknown }>(k.nullCase.sql, k.nullCase.params);
    where[i] = keyedCondition(k, !!Number(nullCase?.c ?? 0));
  }
  const orderBy = params.sort
    ? buildOrderBy(parseSort(params.sort), () => new RecordFieldResolver(lookup, c, c.name, req, mode, d, aliases), d, c.name, tieBreaker(d, c))
    : null;
  const base = { table: c.name, alias: c.name, where, orderBy };
  const sel = selectRows(d, { ...base, limit: params.perPage, offset: (params.page - 1) * params.perPage });
  const rows = await app.db.all<Row>(sel.sql, sel.params);
  let totalItems = -1;
  let totalPages = -1;
  if (!params.skipTotal) {
    const cnt = countRows(d, base);
    totalItems = Number((await app.db.get<{ total: number }>(cnt.sql, cnt.params))?.total ?? 0);
    totalPages = Math.ceil(totalItems / params.perPage);
  }
  return { page: params.page, perPage: params.perPage, totalItems, totalPages, rows };
}
