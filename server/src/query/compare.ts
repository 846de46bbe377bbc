/**
 * One comparison between two compiled operands on single values (PocketBase semantics):
 * `=`/`!=` with the NULL/'' equivalence, `~`/`!~` as LIKE, and the plain `< <= > >=`.
 */
import type { Dialect } from '../storage/dialect.js';
import type { SqlFragment } from './field-resolver.js';
import { likePattern } from './like.js';
import { isKnownEmpty, isKnownNonEmpty, type Value } from './operand.js';
import { frag } from './sql-fragment.js';

export type BaseOp = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~';

export function compare(op: BaseOp, l: Value, r: Value, dialect: Dialect): SqlFragment {
  if (op === '~' || op === '!~') return like(op === '!~', l, r, dialect);
  const typed = typedComparison(op, l, r, dialect);
  if (typed) return typed;
  const left = numberMeetingText(l, r, dialect);
  const right = numberMeetingText(r, l, dialect);
  switch (op) {
    case '=':
    case '!=':
      return equality(op === '=', left, right, dialect);
    default:
      if ((left.static || left.noCoalesce) && (right.static || right.noCoalesce)) return ordering(op, left, right, dialect);
      return frag`${left} ${op} ${right}`;
  }
}

/**
 * a JSON path value against a bound number or text, or another JSON path value: compared as SQLite
 * types them (Resolution.typedSql), `=` / `!=` as `IS` / `IS NOT` like every JSON path
 */
function typedComparison(op: Exclude<BaseOp, '~' | '!~'>, l: Value, r: Value, d: Dialect): SqlFragment | undefined {
  if (!l.typedSql && !r.typedSql) return undefined;
  const side = (v: Value): SqlFragment | undefined => {
    if (v.typedSql) return { sql: v.typedSql, params: v.params };
    const x = v.static?.value;
    if (typeof x === 'number') return { sql: d.typedParam('number'), params: [x] };
    if (typeof x === 'string') return { sql: d.typedParam('text'), params: [x] };
    return undefined;
  };
  const a = side(l);
  const b = side(r);
  if (!a || !b) return undefined;
  const sqlOp = op === '=' ? 'IS' : op === '!=' ? 'IS NOT' : op;
  return frag`${a} ${sqlOp} ${b}`;
}

/** a bound number compared with a TEXT column compares as SQLite's text of that REAL (`5` → '5.0') */
function numberMeetingText(v: Value, other: Value, dialect: Dialect): Value {
  const n = v.static?.value;
  if (!other.textColumn || v.textColumn || typeof n !== 'number') return v;
  const { sql, param } = dialect.numberAsText(n);
  return { sql, params: [param], static: { value: param } };
}

/**
 * bound values and JSON path values (no column type): ordered against a bound number, both sides
 * compare as numbers, as SQLite does (a typed database would compare untyped values as text)
 */
function ordering(op: BaseOp, l: Value, r: Value, dialect: Dialect): SqlFragment {
  const isNum = (v: Value) => typeof v.static?.value === 'number';
  if (!isNum(l) && !isNum(r)) return frag`${l} ${op} ${r}`;
  const num = (v: Value): SqlFragment => ({ sql: dialect.number(v.sql), params: v.params });
  return frag`${num(l)} ${op} ${num(r)}`;
}

/**
 * `=` / `!=`; `!=` always uses `IS NOT` so NULL columns compare as expected.
 * - either side noCoalesce → `a IS b` / `a IS NOT b`
 * - both known empty → `'' = ''`
 * - one side known non-empty → plain `a = b` (index friendly)
 * - one side known empty → `(b = '' OR b IS NULL)` / `(b IS NOT '' AND b IS NOT NULL)`
 * - otherwise → `COALESCE(a, '') = COALESCE(b, '')`
 */
function equality(eq: boolean, l: Value, r: Value, dialect: Dialect): SqlFragment {
  const op = eq ? '=' : 'IS NOT';
  if (l.noCoalesce || r.noCoalesce) return frag`${l} ${eq ? 'IS' : 'IS NOT'} ${r}`;
  const lEmpty = isKnownEmpty(l);
  const rEmpty = isKnownEmpty(r);
  if (lEmpty && rEmpty) return frag`'' ${op} ''`;
  if (isKnownNonEmpty(l) || isKnownNonEmpty(r)) {
    if (lEmpty) return frag`'' ${op} ${{ sql: dialect.text(r.sql), params: r.params }}`;
    if (rEmpty) return frag`${{ sql: dialect.text(l.sql), params: l.params }} ${op} ''`;
    return frag`${l} ${op} ${r}`;
  }
  const concat = eq ? 'OR' : 'AND';
  const isNull = eq ? 'IS NULL' : 'IS NOT NULL';
  // compared with '' as text (a typed database refuses '' for a number column)
  const lt: SqlFragment = { sql: dialect.text(l.sql), params: l.params };
  const rt: SqlFragment = { sql: dialect.text(r.sql), params: r.params };
  if (lEmpty) return frag`('' ${op} ${rt} ${concat} ${r} ${isNull})`;
  if (rEmpty) return frag`(${lt} ${op} '' ${concat} ${l} ${isNull})`;
  return frag`COALESCE(${lt}, '') ${op} COALESCE(${rt}, '')`;
}

/** compile-time right side → wrapped `%value%` param; otherwise `('%' || right || '%')` */
function like(negate: boolean, l: Value, r: Value, dialect: Dialect): SqlFragment {
  if (r.static) {
    return { sql: dialect.like(l.sql, '?', negate), params: [...l.params, likePattern(r.static.value)] };
  }
  return { sql: dialect.like(l.sql, `('%' || ${r.sql} || '%')`, negate), params: [...l.params, ...r.params] };
}
