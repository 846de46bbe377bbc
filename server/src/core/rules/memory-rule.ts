/**
 * Evaluates a parsed rule or filter against one record's column values in memory, when the
 * expression reads only the record's own single-valued fields and static request values
 * (`@request.auth.*`, `@request.context`, …). Anything else answers `undefined` and the caller runs
 * the SQL form instead (relations, back-relations, `@collection`, modifiers, functions, macros,
 * `~`, multi-valued and JSON fields, ordering of non-numbers).
 *
 * It mirrors exactly what the SQL compiler (query/compare.ts) does on a one-row virtual table of
 * bound values (no column affinity), which is how realtime checked events before:
 * - `=`/`!=` treat NULL and '' as the same value; a number never equals a text;
 * - `<`/`<=`/`>`/`>=` only between two numbers here; NULL on either side is false;
 * - values are in their bound form (booleans 1/0, see normalizeParams).
 * There is no negation in the language, so a SQL NULL (unknown) counts as false at every level.
 */
import type { ComparisonOp, Expr, Operand } from '../../filter/ast.js';
import { resolveMacro } from '../../query/macros.js';
import { normalizeParams } from '../../query/sql-fragment.js';
import type { Collection } from '../collections/collection.js';
import { getFieldType } from '../fields/registry.js';
import type { ResolverMode } from './record-field-resolver.js';
import type { RequestInfo } from './request-info.js';

/** thrown inside the evaluator when the expression needs SQL */
class NeedsSql extends Error {}

const STATIC_AUTH_KEYS = new Set(['id', 'collectionId', 'collectionName', 'email', 'emailVisibility', 'verified']);
const CONSTANTS: Record<string, unknown> = { null: null, true: 1, false: 0 };
const SIMPLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface MemoryRuleInput {
  collection: Collection;
  /** the record's column values as stored (recordToDb) */
  row: Record<string, unknown>;
  req: RequestInfo;
  mode: ResolverMode;
}

/** true/false when the expression could be evaluated in memory; undefined when it needs SQL */
export function evaluateInMemory(expr: Expr, input: MemoryRuleInput): boolean | undefined {
  try {
    return evalExpr(expr, input);
  } catch (err) {
    if (err instanceof NeedsSql) return undefined;
    throw err;
  }
}

function evalExpr(expr: Expr, input: MemoryRuleInput): boolean {
  switch (expr.kind) {
    case 'and': {
      // both sides are evaluated: a side the evaluator cannot read sends the whole expression to SQL
      const l = evalExpr(expr.left, input);
      const r = evalExpr(expr.right, input);
      return l && r;
    }
    case 'or': {
      const l = evalExpr(expr.left, input);
      const r = evalExpr(expr.right, input);
      return l || r;
    }
    case 'comparison':
      return compareValues(expr.op, operand(expr.left, input), operand(expr.right, input));
  }
}

/** a bound value as the driver would see it */
function bound(v: unknown): unknown {
  const [x] = normalizeParams([v]);
  if (x === null || typeof x === 'string' || typeof x === 'number') return x;
  throw new NeedsSql();
}

function operand(op: Operand, input: MemoryRuleInput): unknown {
  switch (op.kind) {
    case 'text':
    case 'number':
      return op.value;
    case 'function':
      throw new NeedsSql();
    case 'identifier':
      return identifier(op.name, input);
  }
}

function identifier(name: string, input: MemoryRuleInput): unknown {
  if (resolveMacro(name, new Date()) !== undefined) throw new NeedsSql();
  if (name.startsWith('@request.')) return requestValue(name.slice('@request.'.length).split('.'), input.req);
  if (!SIMPLE.test(name)) throw new NeedsSql();
  const field = input.collection.fields.find((f) => f.name === name);
  if (!field) {
    const lower = name.toLowerCase();
    if (Object.hasOwn(CONSTANTS, lower)) return CONSTANTS[lower];
    throw new NeedsSql();
  }
  if (input.mode === 'client' && (field.hidden || (input.collection.type === 'auth' && field.name === 'email'))) throw new NeedsSql();
  if (getFieldType(field.type)?.isMulti(field) ?? true) throw new NeedsSql();
  if (field.type === 'json' || field.type === 'geoPoint' || field.type === 'password') throw new NeedsSql();
  return bound(input.row[name]);
}

function requestValue(path: string[], req: RequestInfo): unknown {
  if (path.some((p) => !SIMPLE.test(p))) throw new NeedsSql();
  const [group, ...rest] = path;
  switch (group) {
    case 'context':
    case 'method':
      if (rest.length) throw new NeedsSql();
      return group === 'context' ? req.context : req.method;
    case 'auth': {
      if (rest.length !== 1) throw new NeedsSql();
      const key = rest[0]!;
      const auth = req.auth;
      if (!auth) return null;
      if (STATIC_AUTH_KEYS.has(key)) {
        return bound(key === 'collectionId' ? auth.collection.id : key === 'collectionName' ? auth.collection.name : auth.record[key]);
      }
      if (!auth.collection.fields.some((f) => f.name === key)) return null;
      const v = auth.record[key];
      if (Array.isArray(v)) throw new NeedsSql();
      return bound(v);
    }
    default:
      throw new NeedsSql();
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function compareValues(op: ComparisonOp, l: unknown, r: unknown): boolean {
  // on single values the `?` forms are the plain comparison
  const base = op.startsWith('?') ? op.slice(1) : op;
  switch (base) {
    case '=':
    case '!=': {
      const same = isEmpty(l) ? isEmpty(r) : l === r;
      return base === '=' ? same : !same;
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      if (l === null || r === null) return false;
      if (typeof l !== 'number' || typeof r !== 'number') throw new NeedsSql();
      return base === '<' ? l < r : base === '<=' ? l <= r : base === '>' ? l > r : l >= r;
    default:
      throw new NeedsSql();
  }
}
