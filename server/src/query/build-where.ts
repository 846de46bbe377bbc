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
 */
import type { ComparisonOp, Expr } from '../filter/ast.js';
import type { Dialect } from '../storage/dialect.js';
import { compare, type BaseOp } from './compare.js';
import type { FieldResolver, SqlFragment } from './field-resolver.js';
import { compileOperand, type MultiPath, type OperandContext, type Value } from './operand.js';
import { frag, normalizeParams } from './sql-fragment.js';

export interface BuildWhereOptions {
  dialect: Dialect;
  /** the time macros (`@now`, …) are computed from; default: the current time */
  now?: Date;
}

export function buildWhere(expr: Expr, resolver: FieldResolver, opts: BuildWhereOptions): SqlFragment {
  const ctx: OperandContext = { resolver, dialect: opts.dialect, now: opts.now ?? new Date() };
  const cond = compileExpr(expr, ctx);
  const joins = resolver.joins();
  if (!joins.length) return { sql: cond.sql, params: normalizeParams(cond.params) };
  const d = opts.dialect;
  const sql = `EXISTS (SELECT 1 FROM (SELECT 1) AS ${d.quote('_d')} ${joins.map((j) => j.sql).join(' ')} WHERE ${cond.sql})`;
  return { sql, params: normalizeParams([...joins.flatMap((j) => j.params), ...cond.params]) };
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
  const shared = compare(base, l, r, ctx.dialect);
  if (any || (!l.multi && !r.multi)) return shared;
  const all = l.multi && r.multi ? allPairs(base, l.multi, r.multi, l, r, ctx) : allItems(base, l, r, ctx);
  return frag`(${shared} AND ${all})`;
}

const itemOf = (v: Value, m: MultiPath): Value => ({
  sql: m.valueSql,
  params: m.valueParams,
  ...(v.noCoalesce ? { noCoalesce: true } : {}),
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
