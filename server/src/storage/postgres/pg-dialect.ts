/**
 * PostgreSQL's answers to the Dialect questions. JSON lives in TEXT columns (byte-for-byte what
 * was written, key order kept, as SQLite keeps it) and is read through `covey_json()`, which
 * answers NULL for text that is not JSON (SQLite's `json_valid` guard). See pg-setup.ts.
 */
import type { ColumnKind, Dialect } from '../dialect.js';
import { sqliteRealText } from './sqlite-real-text.js';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const asText = (expr: string) => `CAST(${expr} AS TEXT)`;
const literalText = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (path: readonly (string | number)[]) => `ARRAY[${path.map((seg) => literalText(String(seg))).join(', ')}]::text[]`;

export const postgresDialect: Dialect = {
  name: 'postgres',
  quote,
  jsonEach: (expr, alias) => `jsonb_array_elements_text(covey_json_array(${asText(expr)})) AS ${quote(alias)}("value")`,
  jsonEachParam: (alias) => `jsonb_array_elements_text(covey_json_array(CAST(? AS TEXT))) AS ${quote(alias)}("value")`,
  jsonEachValue: (alias) => `${quote(alias)}."value"`,
  // jsonb's `?` and `<@` (as functions: `?` is the placeholder): no per-row set-returning subquery.
  // They see string items only, the only kind multi-value fields hold
  jsonArrayHas: (expr) => `jsonb_exists(covey_json_array(${asText(expr)}), CAST(? AS TEXT))`,
  jsonArrayOnly: (expr) => `jsonb_contained(covey_json_array(${asText(expr)}), jsonb_build_array(CAST(? AS TEXT)))`,
  jsonArrayLength: (expr) => `jsonb_array_length(covey_json_array(${asText(expr)}))`,
  // JSON booleans read as 1/0, as SQLite's json_extract gives them
  jsonExtract: (expr, path) => `covey_json_text(covey_json(${asText(expr)}), ${textArray(path)})`,
  // a covey_value (class, number, text) that orders and compares as SQLite's typed values (pg-setup.ts)
  jsonKey: (expr, path) => `covey_json_key(covey_json(${asText(expr)}), ${textArray(path)})`,
  typedParam: (kind) => (kind === 'number' ? 'covey_num_key(CAST(? AS DOUBLE PRECISION))' : 'covey_text_key(CAST(? AS TEXT))'),
  isJsonArray: (expr) => `(jsonb_typeof(covey_json(${asText(expr)})) = 'array')`,
  inSubquery: (expr, subquery) => `${expr} = ANY(ARRAY(${subquery}))`,
  random: () => 'RANDOM()',
  rowid: (alias) => `${quote(alias)}."_rowid_"`,
  strftime: (format, value, modifiers) =>
    `covey_strftime(${[asText(format), asText(value), ...modifiers.map(asText)].join(', ')})`,
  like: (left, right, negate) => `(${asText(left)} COLLATE "C") ${negate ? 'NOT ILIKE' : 'ILIKE'} ${right} ESCAPE '\\'`,
  lower: (expr) => `LOWER(${asText(expr)})`,
  columnType: (kind: ColumnKind) =>
    ({ text: 'TEXT COLLATE "C"', number: 'DOUBLE PRECISION', bool: 'INTEGER', json: 'TEXT COLLATE "C"' })[kind],
  literal: (value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean') return value ? '1' : '0';
    if (typeof value === 'number') return String(value);
    return literalText(value);
  },
  text: asText,
  typedRow: (source, table) =>
    `(SELECT (jsonb_populate_record(NULL::${quote(table)}, to_jsonb("_v"))).* FROM ${source} AS "_v")`,
  textParam: () => 'CAST(? AS TEXT)',
  numberAsText: (value) => ({ sql: 'CAST(? AS TEXT)', param: sqliteRealText(value) }),
  boolean: (value) => (value ? "'1'" : "'0'"),
  number: (expr) => `covey_num(${asText(expr)})`,
};
