/**
 * A filter expression that reads its base row only through one single relation `field`, rewritten
 * to read the related record itself (`member.user = @request.auth.id` → `user = @request.auth.id`,
 * `@collection.circles.member ?= member` → `@collection.circles.member ?= id`). build-where uses it
 * to read the related table through its own indexes (decision 0037). Undefined when the expression
 * reads anything else of the base row, or the relation field itself with a modifier (`member:isset`).
 */
import type { Expr, Operand } from '../../filter/ast.js';

const LITERALS = new Set(['true', 'false', 'null']);

function operand(o: Operand, field: string): Operand | undefined {
  if (o.kind === 'function') {
    const args = o.args.map((a) => operand(a, field));
    return args.every((a): a is Operand => !!a) ? { ...o, args } : undefined;
  }
  if (o.kind !== 'identifier' || o.name.startsWith('@') || LITERALS.has(o.name)) return o;
  if (o.name === field) return { kind: 'identifier', name: 'id' };
  if (o.name.startsWith(`${field}.`)) return { kind: 'identifier', name: o.name.slice(field.length + 1) };
  return undefined;
}

const isEmpty = (o: Operand) => (o.kind === 'text' && o.value === '') || (o.kind === 'identifier' && o.name === 'null');

export function rebaseExpr(expr: Expr, field: string): Expr | undefined {
  const r = rebase(expr, field);
  return typeof r === 'boolean' ? { kind: 'comparison', op: '=', left: { kind: 'number', value: 1 }, right: { kind: 'number', value: r ? 1 : 0 } } : r;
}

/** the rebased expression, or a constant when it is one for every existing related row */
function rebase(expr: Expr, field: string): Expr | boolean | undefined {
  if (expr.kind === 'comparison') {
    // the relation itself against empty (`member = ""`): false on an existing related row (the only rows
    // the rebased part is read for), dropped from its AND/OR so that the other parts stay indexable
    const bare = (o: Operand) => o.kind === 'identifier' && o.name === field;
    if ((expr.op === '=' || expr.op === '!=') && ((bare(expr.left) && isEmpty(expr.right)) || (bare(expr.right) && isEmpty(expr.left)))) return expr.op === '!=';
    const left = operand(expr.left, field);
    const right = operand(expr.right, field);
    return left && right ? { ...expr, left, right } : undefined;
  }
  const left = rebase(expr.left, field);
  const right = rebase(expr.right, field);
  if (left === undefined || right === undefined) return undefined;
  // true AND x = x, false AND x = false; false OR x = x, true OR x = true
  const unit = expr.kind === 'and';
  if (left === unit) return right;
  if (right === unit) return left;
  if (left === !unit || right === !unit) return !unit;
  return { ...expr, left: left as Expr, right: right as Expr };
}
