/**
 * FieldResolver for the logs list/stats filter and sort (contract §10): `id`, `created`, `level`,
 * `message`, `data` and `data.<path>` (a JSON path into the log data, as PocketBase's
 * `^data\.[\w\.\:]*\w+$`). Anything else is rejected.
 */
import { FilterError } from '../filter/filter-error.js';
import type { Dialect } from '../storage/dialect.js';
import type { FieldResolver, JoinSpec, Resolution } from './field-resolver.js';

const COLUMNS = new Set(['id', 'created', 'level', 'message', 'data']);
const DATA_PATH = /^data\.[\w.:]*\w+$/;

export class LogFieldResolver implements FieldResolver {
  constructor(
    private readonly dialect: Dialect,
    private readonly table = '_logs',
  ) {}

  resolve(identifier: string): Resolution {
    const d = this.dialect;
    const column = (name: string) => `${d.quote(this.table)}.${d.quote(name)}`;
    if (COLUMNS.has(identifier)) return { sql: column(identifier), params: [] };
    if (DATA_PATH.test(identifier)) {
      const path = identifier.slice('data.'.length).split('.');
      if (path.some((seg) => seg === '')) throw new FilterError(`invalid log field "${identifier}"`);
      return {
        sql: d.jsonExtract(
          column('data'),
          path.map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
        ),
        params: [],
        noCoalesce: true,
      };
    }
    throw new FilterError(`unknown log field "${identifier}"`);
  }

  joins(): JoinSpec[] {
    return [];
  }
}
