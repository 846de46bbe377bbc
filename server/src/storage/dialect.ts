/**
 * What differs between SQL databases, in one interface (Kysely's habit): the query compiler and
 * the resolvers ask the dialect for these fragments instead of writing database-specific SQL.
 * No `if (dialect === …)` anywhere outside storage/.
 */

/** storage kind of a column; field types map themselves onto these */
export type ColumnKind = 'text' | 'number' | 'bool' | 'json';

export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /** quotes an identifier (table, column, alias) */
  quote(identifier: string): string;
  /** FROM-clause source yielding one row per item of a JSON array expression, exposing `<alias>.value` */
  jsonEach(expr: string, alias: string): string;
  /** like jsonEach, over a bound JSON array param (one `?`) */
  jsonEachParam(alias: string): string;
  /** the value column of a jsonEach source */
  jsonEachValue(alias: string): string;
  /** number of items of a JSON array expression (0 for NULL/'' or non-arrays) */
  jsonArrayLength(expr: string): string;
  /** extracts a path from a JSON text expression; path segments are keys or array indexes */
  jsonExtract(expr: string, path: readonly (string | number)[]): string;
  /**
   * true when the JSON array `expr` (NULL or not an array: empty) has an item equal to the text
   * bound to the one `?`; never NULL
   */
  jsonArrayHas(expr: string): string;
  /** true when every item of the JSON array `expr` equals the text bound to the one `?` (true when empty); never NULL */
  jsonArrayOnly(expr: string): string;
  /**
   * like jsonExtract, typed as SQLite's json_extract types it, for comparisons (Resolution.typedSql):
   * numbers and booleans (1/0) compare as numbers, strings as text in binary order, every number
   * before every text, JSON null or a missing path NULL
   */
  jsonKey(expr: string, path: readonly (string | number)[]): string;
  /** a bound number or text (one `?`) comparable with jsonKey values */
  typedParam(kind: 'number' | 'text'): string;
  /** true when the text expression is a JSON array */
  isJsonArray(expr: string): string;
  /**
   * `expr IN (<subquery>)` written so that it stays index friendly as one side of an OR: SQLite
   * reads an IN list through the index in its OR optimisation; PostgreSQL only for an array
   * (`= ANY(ARRAY(…))`, computed once), not for a subquery
   */
  inSubquery(expr: string, subquery: string): string;
  /** ORDER BY expression for random order */
  random(): string;
  /** the implicit row order column of a table alias */
  rowid(alias: string): string;
  /** strftime(format, value, modifiers…) */
  strftime(format: string, value: string, modifiers: string[]): string;
  /** `left LIKE right` with `\` as the escape char, ASCII case-insensitive */
  like(left: string, right: string, negate: boolean): string;
  /** LOWER() */
  lower(expr: string): string;
  /** the expression as text, for the NULL/'' equality fallback (`COALESCE(x, '')`, `x = ''`) */
  text(expr: string): string;
  /**
   * `source` (a derived one-row table of bound values) with the column types of `table`, for rules
   * checked on a record that is not stored (a typed database sees bound values as text)
   */
  typedRow(source: string, table: string): string;
  /**
   * the expression as a number, NULL when it is not one (a bound number ordered against another
   * bound value or a JSON path value, which SQLite compares as numbers)
   */
  number(expr: string): string;
  /**
   * a filter's text literal (bound to `?`): typed as text where an untyped parameter would take the
   * other side's type (a typed database would refuse `'abc'` for a number column; SQLite compares)
   */
  textParam(): string;
  /**
   * a filter's number (bound as a REAL on SQLite) compared with a TEXT column: SQLite applies the
   * column's TEXT affinity and compares the REAL's text (`5` → '5.0'); the SQL (one `?`) and its param
   */
  numberAsText(value: number): { sql: string; param: unknown };
  /** the filter constants `true` / `false` (compared with bool columns and JSON booleans alike) */
  boolean(value: boolean): string;
  /** concrete column type for a field column kind */
  columnType(kind: ColumnKind): string;
  /** SQL literal for a column default */
  literal(value: string | number | boolean | null): string;
}
