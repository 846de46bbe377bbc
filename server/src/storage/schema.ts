/**
 * Dialect-neutral description of a collection's table, and the operations that apply it.
 * core/ builds a TableSpec from a collection's fields; each dialect folder implements SchemaOps.
 */
import type { ColumnKind } from './dialect.js';
import type { Queryable } from './database.js';
import type { ParsedIndex } from './index-sql.js';

export interface ColumnSpec {
  /** stable id (field id): columns are matched by it across renames */
  id: string;
  name: string;
  kind: ColumnKind | 'id';
  default: string | number | boolean | null;
  multi: boolean;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  indexes: ParsedIndex[];
}

export interface ViewColumn {
  name: string;
  /** origin table and column when the column is a plain table column */
  table: string | null;
  column: string | null;
  declaredType: string | null;
}

export interface SchemaOps {
  /** creates the table, or rebuilds it from `prev` keeping data (matched by column id) */
  syncTable(q: Queryable, next: TableSpec, prev?: TableSpec): Promise<void>;
  syncView(q: Queryable, name: string, query: string, prevName?: string): Promise<void>;
  drop(q: Queryable, name: string, kind: 'table' | 'view'): Promise<void>;
  /** the result columns of a SELECT, with their origins (validates the query) */
  viewColumns(q: Queryable, query: string): Promise<ViewColumn[]>;
}
