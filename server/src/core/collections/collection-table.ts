/**
 * Collection ↔ storage: the TableSpec of a base/auth collection, and the fields of a view
 * collection derived from its query's result columns.
 */
import type { Queryable } from '../../storage/database.js';
import type { TableSpec } from '../../storage/schema.js';
import type { SchemaOps } from '../../storage/schema.js';
import { parseIndex } from '../../storage/index-sql.js';
import { getFieldType, fillFieldDefaults } from '../fields/registry.js';
import type { FieldDef } from '../fields/field.js';
import type { Collection } from './collection.js';
import { idField, newFieldIdFor } from './collection-defaults.js';

export function tableSpec(c: Collection): TableSpec {
  return {
    name: c.name,
    columns: c.fields.map((f) => {
      if (f.name === 'id') return { id: f.id, name: 'id', kind: 'id' as const, default: '', multi: false };
      const type = getFieldType(f.type);
      const col = type?.column(f) ?? { kind: 'text' as const, default: '' };
      return { id: f.id, name: f.name, kind: col.kind, default: col.default, multi: type?.isMulti(f) ?? false };
    }),
    indexes: c.indexes.map((s) => parseIndex(s)).filter((x) => x !== null),
  };
}

/** the fields of a view from its query; throws Error with a readable message when invalid */
export async function viewFields(
  q: Queryable,
  schema: SchemaOps,
  query: string,
  all: Collection[],
  previous: FieldDef[],
): Promise<FieldDef[]> {
  const cols = await schema.viewColumns(q, query);
  if (!cols.some((c) => c.name === 'id')) throw new Error('The view query must return an "id" column.');
  const seen = new Set<string>();
  const fields: FieldDef[] = [];
  for (const col of cols) {
    if (seen.has(col.name)) throw new Error(`Duplicated column "${col.name}".`);
    seen.add(col.name);
    const prev = previous.find((p) => p.name === col.name);
    const source = col.table ? all.find((c) => c.name === col.table) : undefined;
    const sourceField = source?.fields.find((f) => f.name === col.column);
    let def: FieldDef;
    if (col.name === 'id') def = { ...idField(), system: true };
    else if (sourceField) def = { ...sourceField, name: col.name, system: false, id: newFieldIdFor(sourceField.type, col.name) };
    else {
      const t = (col.declaredType ?? '').toUpperCase();
      const type = /INT|REAL|NUM|FLOA|DOUB/.test(t) ? 'number' : /BOOL/.test(t) ? 'bool' : /TEXT|CHAR|CLOB/.test(t) ? 'text' : 'json';
      def = fillFieldDefaults({ id: newFieldIdFor(type, col.name), name: col.name, type, system: false, hidden: false, presentable: false });
    }
    if (prev) def = { ...def, id: prev.id, hidden: prev.hidden, presentable: prev.presentable };
    fields.push(def);
  }
  return fields;
}
