/**
 * The contract between the SQL compiler (build-where.ts, sort.ts) and whoever gives identifiers
 * their meaning (core/rules/record-field-resolver.ts for records; a tiny one for logs).
 * The compiler never decides what a name means; the resolver never builds comparisons.
 *
 * All SQL uses positional `?` placeholders. Values from users are always params, never text.
 */

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** A join the resolver needed; emitted in order after `FROM (SELECT 1) AS _d` inside an EXISTS. */
export interface JoinSpec {
  /** unique alias the join introduces */
  alias: string;
  /** full join clause, e.g. `LEFT JOIN "users" AS "_j1" ON "_j1"."id" = "posts"."author"` */
  sql: string;
  params: unknown[];
  /**
   * Set on a join to `table` by its `id` from one column of the base row (a single relation):
   * `baseRef` is that column (`"posts"."author"`), `baseAlias` the quoted base alias. Lets the
   * compiler evaluate the condition once per related row instead of once per base row (build-where.ts).
   */
  keyed?: { baseAlias: string; baseRef: string; table: string; /** the relation field and the collection it points to */ field?: string; target?: string };
  /**
   * The join matches at most one row (a single relation joined by `id`): as a `LEFT JOIN` it yields
   * exactly one row per row of what it is reached through, so conditions may each bind their own copy
   * of it (build-where.ts) without changing the meaning.
   */
  single?: boolean;
}

export interface Resolution {
  /** SQL expression of the value; may reference aliases of joins returned by `joins()` */
  sql: string;
  params: unknown[];
  /**
   * When set, the value is known at compile time (`@request.auth.id`, `@request.body.x`, macros).
   * `sql`/`params` must still be a valid expression for it (typically `?` + [value]).
   * Used for the `~` auto-wrap and for the NULL/'' fallback shortcut.
   */
  staticValue?: { value: unknown };
  /** disable the NULL/'' equality fallback: `=` becomes `IS`, `!=` becomes `IS NOT` (JSON paths) */
  noCoalesce?: boolean;
  /**
   * Set when the value is one item of a multi-valued path (multi relation/select/file traversal,
   * back-relation, `:each`, `@collection.*`). `sql` then refers to the *shared* join row.
   * `independent` describes the same path with fresh aliases and inner-join semantics
   * (no null row for an empty set), used for the "all items" check of non-`?` operators:
   *   `SELECT 1 FROM <independent.from> WHERE NOT COALESCE((<cond on independent.valueSql>), FALSE)`
   */
  multi?: {
    independent: { from: string; valueSql: string; params: unknown[]; typedSql?: string };
  };
  /**
   * A JSON path value as SQLite types it (Dialect.jsonKey): compared with a number or text value or
   * another JSON path through this, so a JSON number never equals text and text sorts after every
   * number, on every dialect (`multi.independent.typedSql` is the same for the independent copy).
   */
  typedSql?: string;
  /**
   * Set on `field:each` when there is one JSON array per base row (`sql` is one of its items): the
   * array's SQL expression, so `=` / `!=` against a text literal can test the array as a whole
   * (Dialect.jsonArrayHas / jsonArrayOnly) instead of iterating its items per row.
   */
  eachOf?: string;
  /**
   * the value is a stored TEXT column as is (SQLite's TEXT affinity): a number compared with it is
   * compared as SQLite's text of that REAL (Dialect.numberAsText)
   */
  textColumn?: boolean;
}

/** `r` with the typed forms of its value (see Resolution.typedSql) */
export function withTypedSql(r: Resolution, sql: string, isql: string): Resolution {
  const multi = r.multi && { independent: { ...r.multi.independent, typedSql: isql } };
  return { ...r, typedSql: sql, ...(multi ? { multi } : {}) };
}

export interface FieldResolver {
  /**
   * Resolves an identifier (incl. any `:modifier` suffix) to SQL.
   * Throws FilterError (filter/filter-error.ts) for unknown or forbidden names.
   */
  resolve(identifier: string): Resolution;
  /** Joins registered by `resolve()` calls so far, in order (shared by the whole expression). */
  joins(): JoinSpec[];
}
