/**
 * The list query parameters of `GET /api/collections/{c}/records` (and other list endpoints):
 * page, perPage, skipTotal, filter, sort — parsed and clamped like PocketBase's search provider.
 */
import { FILTER_LIMITS } from '../filter/ast.js';
import { FilterError } from '../filter/filter-error.js';

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 1000;

export interface ListParams {
  /** ≥ 1 */
  page: number;
  /** 1..1000 */
  perPage: number;
  skipTotal: boolean;
  /** raw filter text ('' = none) */
  filter: string;
  /** raw sort text ('' = none) */
  sort: string;
}

/** first value of a query param (arrays from repeated keys), '' when absent */
function first(query: Readonly<Record<string, unknown>>, key: string): string {
  const v = Object.hasOwn(query, key) ? query[key] : undefined;
  const x = Array.isArray(v) ? v[0] : v;
  return x === undefined || x === null ? '' : String(x);
}

/** Go `strconv.Atoi`: optional sign and decimal digits, within the safe integer range */
function parseIntParam(name: string, raw: string): number {
  if (!/^[+-]?\d+$/.test(raw)) throw new FilterError(`invalid ${name} "${raw}"`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new FilterError(`${name} out of range`);
  return n;
}

const TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Go `strconv.ParseBool` */
export function parseGoBool(raw: string): boolean {
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw new FilterError(`invalid boolean "${raw}"`);
}

/** Parses and clamps the list params; throws FilterError (→ 400) for invalid values. */
export function parseListParams(query: Readonly<Record<string, unknown>>): ListParams {
  const pageRaw = first(query, 'page');
  const perPageRaw = first(query, 'perPage');
  const skipRaw = first(query, 'skipTotal');
  const page = pageRaw === '' ? 1 : parseIntParam('page', pageRaw);
  const perPage = perPageRaw === '' ? DEFAULT_PER_PAGE : parseIntParam('perPage', perPageRaw);
  const filter = first(query, 'filter');
  if (filter.length > FILTER_LIMITS.maxLength) {
    throw new FilterError(`filter is longer than ${FILTER_LIMITS.maxLength} characters`);
  }
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? DEFAULT_PER_PAGE : Math.min(perPage, MAX_PER_PAGE),
    skipTotal: skipRaw === '' ? false : parseGoBool(skipRaw),
    filter,
    sort: first(query, 'sort'),
  };
}
