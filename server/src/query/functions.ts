/**
 * Filter functions: `geoDistance(lonA, latA, lonB, latB)` (km, haversine, R = 6371) and
 * `strftime(format, timeValue, modifiers...)`. Unknown names → FilterError.
 */
import type { Operand } from '../filter/ast.js';
import { FILTER_LIMITS } from '../filter/ast.js';
import { FilterError } from '../filter/filter-error.js';
import type { Dialect } from '../storage/dialect.js';
import type { SqlFragment } from './field-resolver.js';
import type { Value } from './operand.js';
import { frag } from './sql-fragment.js';

type CompileArg = (arg: Operand) => Value;

export function compileFunction(name: string, args: readonly Operand[], dialect: Dialect, compileArg: CompileArg): Value {
  switch (name) {
    case 'geoDistance':
      return geoDistance(args, compileArg);
    case 'strftime':
      return strftime(args, dialect, compileArg);
    default:
      throw new FilterError(`unknown function ${name}()`);
  }
}

/**
 * Great-circle distance in km. Any NULL argument gives NULL. Compared with IS / IS NOT for
 * `=`/`!=` (no NULL/'' fallback). Multi-valued arguments are not expanded to "all items": the
 * comparison applies to the shared joined row (PocketBase behaviour).
 */
function geoDistance(args: readonly Operand[], compileArg: CompileArg): Value {
  if (args.length !== 4) throw new FilterError(`geoDistance() expects 4 arguments, got ${args.length}`);
  const [lonA, latA, lonB, latB] = args.map((arg, i) => {
    if (arg.kind !== 'identifier' && arg.kind !== 'number') {
      throw new FilterError(`geoDistance() argument ${i + 1} must be an identifier or a number`);
    }
    const v = compileArg(arg);
    return { sql: v.sql, params: v.params };
  }) as [SqlFragment, SqlFragment, SqlFragment, SqlFragment];
  const a = frag`(POWER(SIN(RADIANS(${latB} - ${latA}) / 2), 2) + COS(RADIANS(${latA})) * COS(RADIANS(${latB})) * POWER(SIN(RADIANS(${lonB} - ${lonA}) / 2), 2))`;
  // clamp rounding errors above 1 (antipodal points) so ASIN never gets an invalid input
  const d = frag`(2 * 6371 * ASIN(SQRT(CASE WHEN ${a} > 1 THEN 1 ELSE ${a} END)))`;
  return { sql: d.sql, params: d.params, noCoalesce: true };
}

/**
 * `strftime(format, value, modifiers...)`; the format must be a text literal. A NULL result is
 * normalised to ''. When exactly one argument is multi-valued, the result is multi-valued too
 * (so `strftime('%Y', tags:each) = '2024'` means all items, `?=` any item).
 */
function strftime(args: readonly Operand[], dialect: Dialect, compileArg: CompileArg): Value {
  const [format, ...rest] = args;
  if (!format || rest.length === 0) throw new FilterError('strftime() expects a format and a time value');
  if (args.length > FILTER_LIMITS.maxFunctionArgs) {
    throw new FilterError(`strftime() accepts at most ${FILTER_LIMITS.maxFunctionArgs} arguments`);
  }
  if (format.kind !== 'text') throw new FilterError('strftime() format must be a text literal');
  const values = rest.map(compileArg);
  const build = (parts: SqlFragment[]): SqlFragment => {
    const [value, ...mods] = parts as [SqlFragment, ...SqlFragment[]];
    const call = dialect.strftime('?', value.sql, mods.map((m) => m.sql));
    return { sql: `COALESCE(${call}, '')`, params: [format.value, ...value.params, ...mods.flatMap((m) => m.params)] };
  };
  // params of `build` are in textual order only if the dialect keeps argument order; it does by contract
  const shared = build(values);
  const result: Value = { sql: shared.sql, params: shared.params };
  const multiIdx = values.flatMap((v, i) => (v.multi ? [i] : []));
  if (multiIdx.length === 1) {
    const m = values[multiIdx[0]!]!.multi!;
    const ind = build(values.map((v, i) => (i === multiIdx[0] ? { sql: m.valueSql, params: m.valueParams } : v)));
    result.multi = { from: m.from, fromParams: m.fromParams, valueSql: ind.sql, valueParams: ind.params };
  }
  return result;
}
