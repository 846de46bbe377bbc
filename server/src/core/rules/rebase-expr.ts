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

export function rebaseExpr(expr: Expr, field: string): Expr | undefined {
  if (expr.kind === 'comparison') {
    const left = operand(expr.left, field);
    const right = operand(expr.right, field);
    return left && right ? { ...expr, left, right } : undefined;
  }
  const left = rebaseExpr(expr.left, field);
  const right = rebaseExpr(expr.right, field);
  return left && right ? { ...expr, left, right } : undefined;
}
