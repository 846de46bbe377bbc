/**
 * Persists collections in the `_collections` table and keeps an in-memory registry of them
 * (by id and by case-insensitive name), reloaded after every schema change.
 */
import type { Database, Queryable } from '../../storage/database.js';
import type { Collection } from './collection.js';

const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;

interface CollectionRow {
  id: string;
  system: number;
  type: string;
  name: string;
  fields: string;
  indexes: string;
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: string;
  created: string;
  updated: string;
}

export const COLLECTIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_collections" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "system" BOOLEAN DEFAULT FALSE NOT NULL,
  "type" TEXT DEFAULT 'base' NOT NULL,
  "name" TEXT UNIQUE NOT NULL COLLATE NOCASE,
  "fields" JSON DEFAULT '[]' NOT NULL,
  "indexes" JSON DEFAULT '[]' NOT NULL,
  "listRule" TEXT DEFAULT NULL,
  "viewRule" TEXT DEFAULT NULL,
  "createRule" TEXT DEFAULT NULL,
  "updateRule" TEXT DEFAULT NULL,
  "deleteRule" TEXT DEFAULT NULL,
  "options" JSON DEFAULT '{}' NOT NULL,
  "created" TEXT DEFAULT '' NOT NULL,
  "updated" TEXT DEFAULT '' NOT NULL
)`;

function fromRow(row: CollectionRow): Collection {
  const options = JSON.parse(row.options) as Record<string, unknown>;
  return {
    ...options,
    id: row.id,
    name: row.name,
    type: row.type as Collection['type'],
    system: !!row.system,
    fields: JSON.parse(row.fields),
    indexes: JSON.parse(row.indexes),
    listRule: row.listRule,
    viewRule: row.viewRule,
    createRule: row.createRule,
    updateRule: row.updateRule,
    deleteRule: row.deleteRule,
    created: row.created,
    updated: row.updated,
  };
}

const CORE_KEYS = new Set(['id', 'name', 'type', 'system', 'fields', 'indexes', ...RULES, 'created', 'updated']);

export class CollectionStore {
  private byId = new Map<string, Collection>();
  private byName = new Map<string, Collection>();
  /** bumped on every reload; caches keyed on collections compare it */
  version = 0;

  constructor(private readonly db: Database) {}

  async load(q: Queryable = this.db): Promise<void> {
    const rows = await q.all<CollectionRow>('SELECT * FROM "_collections" ORDER BY "created", "rowid"');
    const byId = new Map<string, Collection>();
    const byName = new Map<string, Collection>();
    for (const row of rows) {
      const c = fromRow(row);
      byId.set(c.id, c);
      byName.set(c.name.toLowerCase(), c);
    }
    this.byId = byId;
    this.byName = byName;
    this.version++;
  }

  get(idOrName: string): Collection | undefined {
    return this.byId.get(idOrName) ?? this.byName.get(idOrName.toLowerCase());
  }

  all(): Collection[] {
    return [...this.byId.values()];
  }

  async save(q: Queryable, c: Collection): Promise<void> {
    const options: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(c)) if (!CORE_KEYS.has(k)) options[k] = v;
    await q.run(
      `INSERT INTO "_collections" ("id","system","type","name","fields","indexes","listRule","viewRule","createRule","updateRule","deleteRule","options","created","updated")
       VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)
       ON CONFLICT("id") DO UPDATE SET "system"=excluded."system","type"=excluded."type","name"=excluded."name",
       "fields"=excluded."fields","indexes"=excluded."indexes","listRule"=excluded."listRule","viewRule"=excluded."viewRule",
       "createRule"=excluded."createRule","updateRule"=excluded."updateRule","deleteRule"=excluded."deleteRule",
       "options"=excluded."options","updated"=excluded."updated"`,
      [
        c.id,
        c.system ? 1 : 0,
        c.type,
        c.name,
        JSON.stringify(c.fields),
        JSON.stringify(c.indexes),
        c.listRule,
        c.viewRule,
        c.createRule,
        c.updateRule,
        c.deleteRule,
        JSON.stringify(options),
        c.created,
        c.updated,
      ],
    );
  }

  async remove(q: Queryable, id: string): Promise<void> {
    await q.run('DELETE FROM "_collections" WHERE "id" = ?', [id]);
  }
}
