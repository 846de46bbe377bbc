/**
 * Compiles a parsed filter (filter/ast.ts) into a parameterised SQL condition, asking a
 * FieldResolver what identifiers mean.
 *
 * Multi-valued operands (Resolution.multi): the `?` operators ("at least one item") are the plain
 * comparison on the shared joined row; the other operators ("all items") add
 *   `NOT EXISTS (SELECT 1 FROM <independent.from> WHERE NOT COALESCE((<cond on item>), FALSE))`.
 * When both sides are multi-valued, every pair of items must satisfy the comparison:
 *   `NOT EXISTS (SELECT 1 FROM <left.from> WHERE EXISTS (SELECT 1 FROM <right.from> WHERE NOT COALESCE((<cond>), FALSE)))`.
 *
 * If the resolver registered joins, the whole condition becomes
 *   `EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" <joins> WHERE <cond>)`
 * so that every comparison of one expression shares the same joined row (a semi-join instead of
 * JOIN + DISTINCT).
 *
 * When that whole condition reads the base row only through one single-relation column (e.g.
 * `author.permissions.active = true` reads only `posts.author`), it is a function of that column's
 * value, and the result also carries `keyed`: the same condition evaluated once per related row
 * (`posts.author IN (SELECT id FROM users WHERE <condition for that user>)`, index friendly) plus
 * what it is for a value that matches no related row (a constant, `nullCase`). See keyedWhere().
 */
import type { ComparisonOp, Expr } from '../filter/ast.js';
import type { Dialect } from '../storage/dialect.js';
import { compare, type BaseOp } from './compare.js';
import type { FieldResolver, JoinSpec, SqlFragment } from './field-resolver.js';
import { compileOperand, type MultiPath, type OperandContext, type Value } from './operand.js';
import { frag, normalizeParams } from './sql-fragment.js';

export interface BuildWhereOptions {
  dialect: Dialect;
  /** the time macros (`@now`, …) are computed from; default: the current time */
  now?: Date;
}

export interface WhereFragment extends SqlFragment {
  keyed?: KeyedWhere;
}

/**
 * The condition as a function of one column `baseRef` of the base row:
 * - `inSet`: `baseRef IN (related ids for which the condition holds)`
 * - `nullCase`: a one-row SELECT of column `c`, the condition's value for a `baseRef` that matches no related row
 * - `unmatched`: `baseRef` matches no related row
 * The condition equals `inSet` when nullCase is false, `(inSet OR unmatched)` when it is true.
 */
export interface KeyedWhere {
  inSet: SqlFragment;
  nullCase: SqlFragment;
  unmatched: SqlFragment;
}

export function buildWhere(expr: Expr, resolver: FieldResolver, opts: BuildWhereOptions): WhereFragment {
  const ctx: OperandContext = { resolver, dialect: opts.dialect, now: opts.now ?? new Date() };
  const cond = compileExpr(expr, ctx);
  const joins = referencedJoins(resolver.joins(), cond.sql, opts.dialect);
  if (!joins.length) return { sql: cond.sql, params: normalizeParams(cond.params) };
  const d = opts.dialect;
  const sql = `EXISTS (SELECT 1 FROM (SELECT 1) AS ${d.quote('_d')} ${joins.map((j) => j.sql).join(' ')} WHERE ${cond.sql})`;
  const params = normalizeParams([...joins.flatMap((j) => j.params), ...cond.params]);
  const keyed = joins[0]!.keyed ? keyedWhere(sql, params, joins[0]!.keyed, d) : undefined;
  return keyed ? { sql, params, keyed } : { sql, params };
}

/**
 * The joins the condition reads (directly or through a later join that is kept). A `LEFT JOIN`
 * nothing reads is dropped: inside `EXISTS (SELECT 1 FROM (SELECT 1) AS _d …)` it always yields at
 * least one row, so it cannot change the answer, only cost a per-row join (e.g. the item join of
 * a `:each` compared as a whole array, see eachAsWhole()).
 */
function referencedJoins(joins: JoinSpec[], condSql: string, d: Dialect): JoinSpec[] {
  const kept: JoinSpec[] = [];
  for (let i = joins.length - 1; i >= 0; i--) {
    const j = joins[i]!;
    const ref = d.quote(j.alias);
    if (!j.sql.startsWith('LEFT JOIN ') || condSql.includes(ref) || kept.some((k) => k.sql.includes(ref))) kept.unshift(j);
  }
  return kept;
}

let keyedSeq = 0;

/**
 * Replaces every `baseRef` outside string literals by `by`; null when the base alias also appears
 * in any other form (the condition reads more of the base row than that one column).
 */
function substituteBaseRef(sql: string, baseAlias: string, baseRef: string, by: string): string | null {
  let out = '';
  let inString = false;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (inString) {
      out += ch;
      if (ch === "'") inString = false;
    } else if (ch === "'") {
      inString = true;
      out += ch;
    } else if (sql.startsWith(baseAlias, i)) {
      if (!sql.startsWith(baseRef, i)) return null;
      out += by;
      i += baseRef.length - 1;
    } else out += ch;
  }
  return out;
}

function keyedWhere(sql: string, params: unknown[], k: NonNullable<JoinSpec['keyed']>, d: Dialect): KeyedWhere | undefined {
  keyedSeq = (keyedSeq + 1) % 1_000_000;
  const a = d.quote(`_k${keyedSeq}a`);
  const b = d.quote(`_k${keyedSeq}b`);
  if (sql.includes(a) || sql.includes(b)) return undefined;
  const perRelated = substituteBaseRef(sql, k.baseAlias, k.baseRef, `${a}.${d.quote('id')}`);
  const forNone = substituteBaseRef(sql, k.baseAlias, k.baseRef, 'NULL');
  if (perRelated === null || forNone === null) return undefined;
  return {
    inSet: { sql: `${k.baseRef} IN (SELECT ${a}.${d.quote('id')} FROM ${k.table} AS ${a} WHERE ${perRelated})`, params },
    nullCase: { sql: `SELECT ${forNone} AS ${d.quote('c')}`, params },
    unmatched: { sql: `NOT EXISTS (SELECT 1 FROM ${k.table} AS ${b} WHERE ${b}.${d.quote('id')} = ${k.baseRef})`, params: [] },
  };
}

/** the condition of `w` in its index-friendly form, given the value of its `nullCase` */
export function keyedCondition(k: KeyedWhere, nullCase: boolean): SqlFragment {
  if (!nullCase) return k.inSet;
  return { sql: `(${k.inSet.sql} OR ${k.unmatched.sql})`, params: [...k.inSet.params, ...k.unmatched.params] };
}

function compileExpr(expr: Expr, ctx: OperandContext): SqlFragment {
  switch (expr.kind) {
    case 'and':
    case 'or': {
      const left = compileExpr(expr.left, ctx);
      const right = compileExpr(expr.right, ctx);
      return frag`(${left} ${expr.kind === 'and' ? 'AND' : 'OR'} ${right})`;
    }
    case 'comparison':
      return compileComparison(expr.op, compileOperand(expr.left, ctx), compileOperand(expr.right, ctx), ctx);
  }
}

function compileComparison(op: ComparisonOp, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const any = op.startsWith('?');
  const base = (any ? op.slice(1) : op) as BaseOp;
  const whole = eachAsWhole(base, any, l, r, ctx.dialect);
  if (whole) return whole;
  const shared = compare(base, l, r, ctx.dialect);
  if (any || (!l.multi && !r.multi)) return shared;
  const all = l.multi && r.multi ? allPairs(base, l.multi, r.multi, l, r, ctx) : allItems(base, l, r, ctx);
  return frag`(${shared} AND ${all})`;
}

/**
 * `field:each` (one array per row) `=` / `!=` a non-empty text value, answered on the array as a
 * whole. With H = "some item equals it" and O = "every item equals it" (true for an empty array):
 * `=` (all items) is H AND O, `!=` (no item equals) NOT H, `?=` H, `?!=` (some item differs, or
 * none at all) NOT (H AND O): what the item-by-item form answers, without a per-row subquery.
 */
function eachAsWhole(op: BaseOp, any: boolean, l: Value, r: Value, d: Dialect): SqlFragment | undefined {
  if (op !== '=' && op !== '!=') return undefined;
  const [each, other] = l.eachOf ? [l.eachOf, r] : [r.eachOf, l];
  if (!each || other.multi || other.eachOf) return undefined;
  const text = other.static?.value;
  if (typeof text !== 'string' || text === '') return undefined;
  const has: SqlFragment = { sql: d.jsonArrayHas(each), params: [text] };
  const only: SqlFragment = { sql: d.jsonArrayOnly(each), params: [text] };
  if (op === '=') return any ? has : frag`(${has} AND ${only})`;
  return any ? frag`(NOT (${has} AND ${only}))` : frag`(NOT ${has})`;
}

const itemOf = (v: Value, m: MultiPath): Value => ({
  sql: m.valueSql,
  params: m.valueParams,
  ...(v.noCoalesce ? { noCoalesce: true } : {}),
  ...(v.textColumn ? { textColumn: true } : {}),
  ...(m.typedSql ? { typedSql: m.typedSql } : {}),
});

/** exactly one side multi-valued: no item may fail the comparison */
function allItems(op: BaseOp, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const m = (l.multi ?? r.multi)!;
  const cond = l.multi ? compare(op, itemOf(l, m), r, ctx.dialect) : compare(op, l, itemOf(r, m), ctx.dialect);
  const from: SqlFragment = { sql: m.from, params: m.fromParams };
  return frag`NOT EXISTS (SELECT 1 FROM ${from} WHERE NOT COALESCE((${cond}), FALSE))`;
}

/** both sides multi-valued: no pair of items may fail the comparison */
function allPairs(op: BaseOp, lm: MultiPath, rm: MultiPath, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const cond = compare(op, itemOf(l, lm), itemOf(r, rm), ctx.dialect);
  const lfrom: SqlFragment = { sql: lm.from, params: lm.fromParams };
  const rfrom: SqlFragment = { sql: rm.from, params: rm.fromParams };
  return frag`NOT EXISTS (SELECT 1 FROM ${lfrom} WHERE EXISTS (SELECT 1 FROM ${rfrom} WHERE NOT COALESCE((${cond}), FALSE)))`;
}
