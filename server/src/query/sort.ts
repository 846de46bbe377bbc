/**
 * The `sort` list parameter: `-created,+title,@random` → ORDER BY body. Each field is resolved
 * with a fresh resolver; a field that needs joins becomes a scalar subquery on its own joins.
 */
import { FilterError } from '../filter/filter-error.js';
import type { Dialect } from '../storage/dialect.js';
import type { FieldResolver, SqlFragment } from './field-resolver.js';
import { normalizeParams } from './sql-fragment.js';

export interface SortItem {
  field: string;
  desc: boolean;
}

const SORT_LIMITS = { maxItems: 8, maxFieldLength: 255 } as const;

/** Parses a sort list; empty entries are skipped. Throws FilterError past the limits. */
export function parseSort(text: string): SortItem[] {
  const items: SortItem[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const desc = entry.startsWith('-');
    const field = desc || entry.startsWith('+') ? entry.slice(1).trim() : entry;
    if (!field) throw new FilterError(`invalid sort entry "${entry}"`);
    if (field.length > SORT_LIMITS.maxFieldLength) {
      throw new FilterError(`sort field longer than ${SORT_LIMITS.maxFieldLength} characters`);
    }
    items.push({ field, desc });
    if (items.length > SORT_LIMITS.maxItems) throw new FilterError(`more than ${SORT_LIMITS.maxItems} sort fields`);
  }
  return items;
}

/**
 * Builds the ORDER BY body (without the keywords), e.g. `"posts"."created" DESC, RANDOM() ASC`.
 * `@random` → dialect.random(); `@rowid` → dialect.rowid(baseAlias). Returns `{sql: '', params: []}`
 * for an empty list. Unknown fields → whatever the resolver throws (FilterError).
 *
 * `tieBreaker` (a unique SQL expression, e.g. the table's rowid) is appended in the direction of the
 * last sort field, so rows that are equal on every requested field (two logs or records created in
 * the same millisecond) come back in one deterministic order — insertion order, newest first for
 * `-created` — on every query and across pages. It is what SQLite gives PocketBase for a sort served
 * by an index (ties in rowid order); without it a sorter may return ties in any order. Not added
 * after `@random` or when `@rowid` is already sorted on.
 */
export function buildOrderBy(
  items: readonly SortItem[],
  makeResolver: () => FieldResolver,
  dialect: Dialect,
  baseAlias: string,
  tieBreaker?: string,
): SqlFragment {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const { field, desc } of items) {
    const dir = desc ? 'DESC' : 'ASC';
    if (field === '@random') {
      parts.push(`${dialect.random()} ${dir}`);
      continue;
    }
    if (field === '@rowid') {
      parts.push(`${dialect.rowid(baseAlias)} ${dir}`);
      continue;
    }
    const resolver = makeResolver();
    const r = resolver.resolve(field);
    const joins = resolver.joins();
    if (!joins.length) {
      parts.push(`${r.sql} ${dir}`);
      params.push(...r.params);
      continue;
    }
    const from = `(SELECT 1) AS ${dialect.quote('_d')} ${joins.map((j) => j.sql).join(' ')}`;
    parts.push(`(SELECT ${r.sql} FROM ${from} LIMIT 1) ${dir}`);
    params.push(...r.params, ...joins.flatMap((j) => j.params));
  }
  const last = items[items.length - 1];
  if (tieBreaker && last && last.field !== '@random' && !items.some((i) => i.field === '@rowid')) {
    parts.push(`${tieBreaker} ${last.desc ? 'DESC' : 'ASC'}`);
  }
  return { sql: parts.join(', '), params: normalizeParams(params) };
}
