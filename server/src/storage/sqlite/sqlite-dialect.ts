import type { ColumnKind, Dialect } from '../dialect.js';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

const jsonEach = (expr: string, alias: string) =>
  `json_each(CASE WHEN json_valid(${expr}) AND json_type(${expr}) = 'array' THEN ${expr} ELSE '[]' END) AS ${quote(alias)}`;

const jsonExtract = (expr: string, path: readonly (string | number)[]) => {
  const p = path.map((seg) => (typeof seg === 'number' ? `[${seg}]` : `."${seg.replaceAll('"', '')}"`)).join('');
  return `(CASE WHEN json_valid(${expr}) THEN JSON_EXTRACT(${expr}, '$${p.replaceAll("'", "''")}') ELSE NULL END)`;
};

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  quote,
  jsonEach,
  jsonArrayHas: (expr) => `EXISTS (SELECT 1 FROM ${jsonEach(expr, '_jh')} WHERE "_jh".value = ?)`,
  jsonArrayOnly: (expr) => `NOT EXISTS (SELECT 1 FROM ${jsonEach(expr, '_jo')} WHERE "_jo".value IS NOT ?)`,
  jsonEachParam: (alias) => `json_each(?) AS ${quote(alias)}`,
  jsonEachValue: (alias) => `${quote(alias)}.value`,
  jsonArrayLength: (expr) =>
    `(CASE WHEN json_valid(${expr}) AND json_type(${expr}) = 'array' THEN json_array_length(${expr}) ELSE 0 END)`,
  jsonExtract,
  // json_extract's values are typed already (and a bound number is a REAL, a bound string TEXT)
  jsonKey: jsonExtract,
  typedParam: () => '?',
  isJsonArray: (expr) => `(json_valid(${expr}) AND json_type(${expr}) = 'array')`,
  inSubquery: (expr, subquery) => `${expr} IN (${subquery})`,
  random: () => 'RANDOM()',
  rowid: (alias) => `${quote(alias)}._rowid_`,
  strftime: (format, value, modifiers) => `strftime(${[format, value, ...modifiers].join(', ')})`,
  like: (left, right, negate) => `${left} ${negate ? 'NOT LIKE' : 'LIKE'} ${right} ESCAPE '\\'`,
  lower: (expr) => `LOWER(${expr})`,
  text: (expr) => expr,
  textParam: () => '?',
  numberAsText: (value) => ({ sql: '?', param: value }),
  boolean: (value) => (value ? '1' : '0'),
  number: (expr) => expr,
  typedRow: (source) => source,
  columnType: (kind: ColumnKind) =>
    ({ text: 'TEXT', number: 'NUMERIC', bool: 'BOOLEAN', json: 'JSON' })[kind],
  literal: (value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (typeof value === 'number') return String(value);
    return `'${value.replaceAll("'", "''")}'`;
  },
};
