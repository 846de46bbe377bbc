/**
 * The `fields` query parameter (contract §3.6): keeps only the listed keys of a JSON response,
 * with dotted paths into nested objects/arrays, `*` for every key at a level and the
 * `:excerpt(max[,withEllipsis])` modifier on string values.
 */
import { ApiError } from './api-error.js';
import { excerpt } from './html-text.js';

type Modifier = (value: unknown) => unknown;
type Fields = Map<string, Modifier | null>;
type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const fieldsError = (detail: string) => new ApiError(400, `Invalid fields parameter: ${detail}`);

/** splits on `sep` outside parentheses and quotes; throws on unbalanced input */
function splitTokens(s: string, seps: string): string[] {
  const out: string[] = [];
  let buf = '';
  let depth = 0;
  let quote = '';
  for (const ch of s) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    if (!quote && depth === 0 && seps.includes(ch)) {
      out.push(buf.trim());
      buf = '';
      continue;
    }
    buf += ch;
  }
  if (quote || depth > 0) throw fieldsError(`unbalanced parenthesis or quoted expression: ${s}`);
  out.push(buf.trim());
  return out;
}

const parseGoInt = (s: string): number => (/^[+-]?\d+(\.0*)?$/.test(s) ? Number.parseInt(s, 10) : 0);
const parseGoBool = (s: string): boolean => ['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s);

function parseModifier(raw: string): Modifier {
  const parts = splitTokens(raw.replace(/[()]/g, ','), ', ').filter((p) => p !== '');
  const [name, ...args] = parts;
  if (name !== 'excerpt') throw fieldsError(`missing or invalid modifier "${name ?? raw}"`);
  if (args.length === 0 || args.length > 2) throw fieldsError('expected excerpt(max, withEllipsis?)');
  const max = parseGoInt(args[0]!);
  if (max <= 0) throw fieldsError('max argument must be > 0');
  const withEllipsis = args.length > 1 && parseGoBool(args[1]!);
  return (v) => (typeof v === 'string' ? excerpt(v, max, withEllipsis) : v);
}

/** parses `id,title:excerpt(10,true),expand.author.name` */
export function parseFieldsParam(raw: string): Fields {
  const fields: Fields = new Map();
  for (const token of splitTokens(raw, ',')) {
    if (token === '') continue;
    const colon = token.indexOf(':');
    if (colon < 0) fields.set(token, null);
    else fields.set(token.slice(0, colon).trim(), parseModifier(token.slice(colon + 1)));
  }
  return fields;
}

const covers = (field: string, key: string) => `${field}.`.startsWith(`${key}.`);

function pickObject(data: Obj, fields: Fields): Obj {
  const effective: Fields = new Map(fields);
  if (fields.has('*')) {
    const star = fields.get('*') ?? null;
    for (const k of Object.keys(data)) {
      if (![...fields.keys()].some((f) => covers(f, k))) effective.set(k, star);
    }
  }
  const out: Obj = {};
  for (const [k, value] of Object.entries(data)) {
    if (effective.has(k)) {
      const m = effective.get(k);
      out[k] = m ? m(value) : value;
      continue;
    }
    const sub: Fields = new Map();
    for (const [f, m] of effective) if (covers(f, k)) sub.set(f.slice(k.length + 1), m);
    if (sub.size > 0) out[k] = pickIn(value, sub);
  }
  return out;
}

function pickIn(data: unknown, fields: Fields): unknown {
  if (fields.size === 0) return data;
  if (isObject(data)) return pickObject(data, fields);
  if (Array.isArray(data) && data.length > 0 && isObject(data[0])) {
    return data.map((item) => (isObject(item) ? pickObject(item, fields) : item));
  }
  return data;
}

const toPlain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Applies `fields` to any JSON value (no list-envelope detection). Throws ApiError(400) on a bad param. */
export function pickFields(value: unknown, fieldsParam: string): unknown {
  const fields = parseFieldsParam(fieldsParam);
  if (fields.size === 0) return value;
  return pickIn(toPlain(value), fields);
}

const LIST_KEYS = ['page', 'perPage', 'totalItems', 'totalPages', 'items'];

/** true for the `{page, perPage, totalItems, totalPages, items}` list envelope */
export function isListEnvelope(body: unknown): body is Obj & { items: unknown[] } {
  return isObject(body) && LIST_KEYS.every((k) => k in body) && Array.isArray(body['items']);
}

/** Applies `fields` to a response body: list envelopes keep their paging keys and pick in `items`. */
export function applyFieldsToResponse(body: unknown, fieldsParam: string | undefined | null): unknown {
  if (!fieldsParam || fieldsParam.trim() === '') return body;
  if (isListEnvelope(body)) {
    const fields = parseFieldsParam(fieldsParam);
    if (fields.size === 0) return body;
    const plain = toPlain(body) as Obj & { items: unknown[] };
    return { ...plain, items: pickIn(plain.items, fields) };
  }
  return pickFields(body, fieldsParam);
}
