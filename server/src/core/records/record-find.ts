/**
 * Trusted reads for server code, PocketBase's `FindRecordsByFilter` / `FindFirstRecordByFilter` /
 * `CountRecords`: the filter and sort are the store's own filter language, resolved in rule mode
 * (no list rule, no request) and run on the caller's handle (a hook's transaction sees its own
 * writes). `{:name}` placeholders are bound the way the SDK's `pb.filter()` quotes values, so a
 * value can never change the expression.
 */
import { buildOrderBy, parseSort } from '../../query/sort.js';
import { countRows, selectRows } from '../../query/records-sql.js';
import { keyedCondition, type WhereFragment } from '../../query/build-where.js';
import type { Queryable, Row } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import { compileExpression } from '../rules/compile-rule.js';
import { AliasGen, RecordFieldResolver } from '../rules/record-field-resolver.js';
import { guestRequest } from '../rules/request-info.js';
import { recordFromRow, type RecordModel } from './record.js';

export type FilterParams = Record<string, string | number | boolean | null | undefined>;

export interface FindOptions {
  params?: FilterParams;
  sort?: string;
  limit?: number;
  offset?: number;
}

const literal = (v: FilterParams[string]): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return JSON.stringify(v);
};

/** replaces each `{:name}` with its quoted value; a placeholder without a value is a programming error */
function bindFilter(filter: string, params: FilterParams = {}): string {
  return filter.replace(/\{:(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`filter placeholder {:${name}} has no value`);
    return literal(params[name]);
  });
}

async function compileWhere(app: CoreApp, q: Queryable, c: Collection, filter: string, params: FilterParams | undefined, aliases: AliasGen) {
  const lookup = { getCollection: (x: string) => app.getCollection(x) };
  const where: WhereFragment[] = [];
  const text = bindFilter(filter, params);
  const compiled = text.trim() ? compileExpression(lookup, c, c.name, text, guestRequest(), q.dialect, 'rule', aliases) : null;
  if (compiled) where.push(compiled);
  for (const [i, part] of where.entries()) {
    const k = part.keyed;
    if (!k) continue;
    const nullCase = await q.get<{ c: unknown }>(k.nullCase.sql, k.nullCase.params);
    where[i] = keyedCondition(k, !!Number(nullCase?.c ?? 0));
  }
  return { lookup, where };
}

export async function findRecordsByFilter(app: CoreApp, q: Queryable, c: Collection, filter: string, opts: FindOptions = {}): Promise<RecordModel[]> {
  if (opts.limit !== undefined && opts.limit <= 0) return [];
  const aliases = new AliasGen();
  const { lookup, where } = await compileWhere(app, q, c, filter, opts.params, aliases);
  const d = q.dialect;
  const tie = c.type === 'view' ? `${d.quote(c.name)}.${d.quote('id')}` : d.rowid(c.name);
  // no sort: insertion order (rowid; the id for views), the same on both dialects
  const orderBy = opts.sort
    ? buildOrderBy(parseSort(opts.sort), () => new RecordFieldResolver(lookup, c, c.name, guestRequest(), 'rule', d, aliases), d, c.name, tie)
    : { sql: tie, params: [] };
  const sel = selectRows(d, { table: c.name, alias: c.name, where, orderBy, limit: opts.limit, offset: opts.offset });
  const rows = await q.all<Row>(sel.sql, sel.params);
  return rows.map((r) => recordFromRow(c, r));
}

export async function findFirstRecordByFilter(app: CoreApp, q: Queryable, c: Collection, filter: string, opts: Omit<FindOptions, 'limit'> = {}) {
  return (await findRecordsByFilter(app, q, c, filter, { ...opts, limit: 1 }))[0] ?? null;
}

export async function countRecords(app: CoreApp, q: Queryable, c: Collection, filter: string, params?: FilterParams): Promise<number> {
  const { where } = await compileWhere(app, q, c, filter, params, new AliasGen());
  const cnt = countRows(q.dialect, { table: c.name, alias: c.name, where });
  return Number((await q.get<{ total: number }>(cnt.sql, cnt.params))?.total ?? 0);
}
