/**
 * Compiles one filter operand (identifier, text, number, function call) into a `Value`: SQL with
 * params plus what the comparison builder needs to know (compile-time value, NULL/'' fallback,
 * multi-valued path).
 */
import type { Operand } from '../filter/ast.js';
import { FilterError } from '../filter/filter-error.js';
import type { Dialect } from '../storage/dialect.js';
import type { FieldResolver, Resolution } from './field-resolver.js';
import { compileFunction } from './functions.js';
import { resolveMacro } from './macros.js';
import { countPlaceholders } from './sql-fragment.js';

/** The multi-valued part of a Value, with params split between `from` and `valueSql`. */
export interface MultiPath {
  from: string;
  fromParams: unknown[];
  valueSql: string;
  valueParams: unknown[];
  /** see Resolution.typedSql */
  typedSql?: string;
}

export interface Value {
  sql: string;
  params: unknown[];
  /** value known at compile time (literals, macros, static resolutions) */
  static?: { value: unknown };
  /** the bare identifiers `null` / `true` / `false` */
  constant?: 'null' | 'true' | 'false';
  noCoalesce?: boolean;
  multi?: MultiPath;
  /** see Resolution.eachOf */
  eachOf?: string;
  /** see Resolution.textColumn */
  textColumn?: boolean;
  /** see Resolution.typedSql (no params of its own beyond `params`' count: it reads the same columns) */
  typedSql?: string;
}

export interface OperandContext {
  resolver: FieldResolver;
  dialect: Dialect;
  now: Date;
}

const CONSTANTS: Record<string, Value> = {
  null: { sql: 'NULL', params: [], constant: 'null' },
  true: { sql: '1', params: [], constant: 'true' },
  false: { sql: '0', params: [], constant: 'false' },
};

export function compileOperand(op: Operand, ctx: OperandContext): Value {
  switch (op.kind) {
    case 'text':
      return { sql: ctx.dialect.textParam(), params: [op.value], static: { value: op.value } };
    case 'number':
      return { sql: '?', params: [op.value], static: { value: op.value } };
    case 'identifier':
      return compileIdentifier(op.name, ctx);
    case 'function':
      return compileFunction(op.name, op.args, ctx.dialect, (arg) => compileOperand(arg, ctx));
  }
}

/** macros first, then the resolver; bare `null`/`true`/`false` when the resolver refuses them */
function compileIdentifier(name: string, ctx: OperandContext): Value {
  const macro = resolveMacro(name, ctx.now);
  if (macro !== undefined) return { sql: '?', params: [macro], static: { value: macro } };
  let resolution: Resolution;
  try {
    resolution = ctx.resolver.resolve(name);
  } catch (err) {
    const constant = CONSTANTS[name.toLowerCase()];
    if (constant && Object.hasOwn(CONSTANTS, name.toLowerCase())) {
      return constant.constant === 'null' ? { ...constant } : { ...constant, sql: ctx.dialect.boolean(constant.constant === 'true') };
    }
    throw err;
  }
  return fromResolution(name, resolution);
}

function fromResolution(name: string, r: Resolution): Value {
  if (!r.sql) throw new FilterError(`identifier ${name} resolved to nothing`);
  const v: Value = { sql: r.sql, params: [...r.params] };
  if (r.staticValue) v.static = { value: r.staticValue.value };
  if (r.noCoalesce) v.noCoalesce = true;
  if (r.eachOf) v.eachOf = r.eachOf;
  if (r.textColumn) v.textColumn = true;
  if (r.typedSql) v.typedSql = r.typedSql;
  if (r.multi) {
    const { from, valueSql, params, typedSql } = r.multi.independent;
    const n = countPlaceholders(valueSql);
    const cut = Math.max(0, params.length - n);
    v.multi = { from, fromParams: params.slice(0, cut), valueSql, valueParams: params.slice(cut), ...(typedSql ? { typedSql } : {}) };
  }
  return v;
}

/** true when the value is known to be NULL or '' at compile time */
export function isKnownEmpty(v: Value): boolean {
  if (v.constant === 'null') return true;
  if (!v.static) return false;
  const x = v.static.value;
  return x === null || x === undefined || x === '';
}

/** true when the value is known to be neither NULL nor '' at compile time */
export function isKnownNonEmpty(v: Value): boolean {
  if (v.constant === 'true' || v.constant === 'false') return true;
  return v.static !== undefined && !isKnownEmpty(v);
}
