/**
 * Test-only FieldResolver over one table `t` (see build-where.test.ts / sort.test.ts):
 * `a`, `b`, `lon`, `lat`, `created` → columns; `j.x` → JSON path (noCoalesce); `m` / `n` → items
 * of the JSON arrays `tags` / `nums` (multi); `p` → items of a param-bound JSON array (multi, join
 * params); `@request.auth.id` / `@request.auth.none` → static values; `boom` → throws.
 */
import { FilterError } from '../filter/filter-error.js';
import { sqliteDialect as d } from '../storage/sqlite/sqlite-dialect.js';
import type { FieldResolver, JoinSpec, Resolution } from './field-resolver.js';

export class StubResolver implements FieldResolver {
  private readonly list: JoinSpec[] = [];
  constructor(private readonly auth: { id: unknown } = { id: 'u1' }) {}

  joins(): JoinSpec[] {
    return this.list;
  }

  private join(alias: string, sql: string, params: unknown[] = []) {
    if (!this.list.some((j) => j.alias === alias)) this.list.push({ alias, sql, params });
  }

  resolve(name: string): Resolution {
    switch (name) {
      case 'a':
      case 'b':
      case 'lon':
      case 'lat':
      case 'created':
      case 'id':
        return { sql: `"t"."${name}"`, params: [] };
      case 'j.x':
        return { sql: d.jsonExtract('"t"."j"', ['x']), params: [], noCoalesce: true };
      case 'm':
      case 'n': {
        const col = name === 'm' ? '"t"."tags"' : '"t"."nums"';
        this.join(`_${name}`, `LEFT JOIN ${d.jsonEach(col, `_${name}`)}`);
        return {
          sql: `"_${name}".value`,
          params: [],
          multi: { independent: { from: d.jsonEach(col, `_i${name}`), valueSql: `"_i${name}".value`, params: [] } },
        };
      }
      case 'p':
        this.join('_p', 'LEFT JOIN json_each(?) AS "_p"', ['["x","y"]']);
        return {
          sql: '"_p".value',
          params: [],
          multi: { independent: { from: 'json_each(?) AS "_ip"', valueSql: '"_ip".value', params: ['["x","y"]'] } },
        };
      case '@request.auth.id':
        return { sql: '?', params: [this.auth.id], staticValue: { value: this.auth.id } };
      case '@request.auth.none':
        return { sql: '?', params: [null], staticValue: { value: null } };
      case '@request.auth.verified':
        return { sql: '?', params: [true], staticValue: { value: true } };
      default:
        throw new FilterError(`unknown field ${name}`);
    }
  }
}
