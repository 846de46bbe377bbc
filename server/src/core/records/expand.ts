/**
 * `expand` (contract §3.5): relations and back-relations (`<collection>_via_<field>`, legacy
 * `<collection>(<field>)`), nested with dots up to 6 levels. Related records are fetched with
 * their collection's viewRule (context `expand`); a null viewRule drops the path for
 * non-superusers; unknown paths are ignored.
 */
import { columnIn, jsonColumnHasAny, selectRows } from '../../query/records-sql.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import type { Row } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { getFieldType } from '../fields/registry.js';
import { compileRule } from '../rules/compile-rule.js';
import type { RequestInfo } from '../rules/request-info.js';
import { parseIndex } from '../../storage/index-sql.js';
import { recordFromRow } from './record.js';
import type { ExpandedRecord } from './record-json.js';
import { effectiveRule } from '../rules/effective-rule.js';

type Tree = Map<string, Tree>;
const MAX_DEPTH = 6;
const BACK_LIMIT = 1000;

function parseExpand(param: string): Tree {
  const root: Tree = new Map();
  for (const raw of param.replace(/\s+/g, '').split(',')) {
    if (!raw) continue;
    const path = raw.replace(/(\w+)\((\w+)\)/g, '$1_via_$2').split('.').slice(0, MAX_DEPTH);
    let node = root;
    for (const seg of path) {
      if (!seg) break;
      let next = node.get(seg);
      if (!next) {
        next = new Map();
        node.set(seg, next);
      }
      node = next;
    }
  }
  return root;
}

async function fetchVisible(
  app: CoreApp,
  target: Collection,
  where: SqlFragment,
  req: RequestInfo,
  isSuperuser: boolean,
  limit?: number,
): Promise<ExpandedRecord[]> {
  const parts = [where];
  if (!isSuperuser) {
    const viewRule = effectiveRule(target, 'view', req.auth);
    if (viewRule === null) return [];
    if (viewRule) {
      const rule = compileRule({ getCollection: (x) => app.getCollection(x) }, target, target.name, viewRule, { ...req, context: 'expand' }, app.db.dialect);
      if (rule) parts.push(rule);
    }
  }
  const sql = selectRows(app.db.dialect, { table: target.name, alias: target.name, where: parts, limit, offset: 0 });
  const rows = await app.db.all<Row>(sql.sql, sql.params);
  return rows.map((r) => recordFromRow(target, r));
}

const isMulti = (f: FieldDef) => getFieldType(f.type)?.isMulti(f) ?? false;

function hasUniqueIndex(c: Collection, field: string): boolean {
  return c.indexes.some((s) => {
    const ix = parseIndex(s);
    return ix?.unique && ix.columns.length === 1 && ix.columns[0]!.name === field;
  });
}

async function expandKey(app: CoreApp, records: ExpandedRecord[], key: string, sub: Tree, req: RequestInfo, su: boolean): Promise<void> {
  const c = records[0]!.collection;
  const field = c.fields.find((f) => f.name === key && f.type === 'relation');
  let fetched: ExpandedRecord[];
  if (field) {
    const target = app.getCollection(String(field['collectionId'] ?? ''));
    if (!target) return;
    const ids = [...new Set(records.flatMap((r) => (Array.isArray(r.data[key]) ? (r.data[key] as string[]) : r.data[key] ? [String(r.data[key])] : [])))];
    if (!ids.length) return;
    fetched = await fetchVisible(app, target, columnIn(app.db.dialect, target.name, 'id', ids), req, su);
    const byId = new Map(fetched.map((r) => [String(r.data['id']), r]));
    for (const r of records) {
      const v = r.data[key];
      if (isMulti(field)) {
        const list = (v as string[]).map((id) => byId.get(id)).filter((x): x is ExpandedRecord => !!x);
        if (list.length) (r.expand ??= {})[key] = list;
      } else {
        const one = byId.get(String(v));
        if (one) (r.expand ??= {})[key] = one;
      }
    }
  } else {
    const via = /^(\w+)_via_(\w+)$/.exec(key);
    const source = via ? app.getCollection(via[1]!) : undefined;
    const rel = source?.fields.find((f) => f.name === via?.[2] && f.type === 'relation');
    if (!source || !rel || rel['collectionId'] !== c.id) return;
    const ids = records.map((r) => String(r.data['id']));
    const multi = isMulti(rel);
    const where = multi ? jsonColumnHasAny(app.db.dialect, source.name, rel.name, ids) : columnIn(app.db.dialect, source.name, rel.name, ids);
    fetched = await fetchVisible(app, source, where, req, su, BACK_LIMIT * records.length);
    const single = !multi && hasUniqueIndex(source, rel.name);
    for (const r of records) {
      const id = String(r.data['id']);
      const mine = fetched
        .filter((x) => (multi ? (x.data[rel.name] as string[]).includes(id) : x.data[rel.name] === id))
        .slice(0, BACK_LIMIT);
      if (!mine.length) continue;
      (r.expand ??= {})[key] = single ? mine[0]! : mine;
    }
  }
  if (sub.size && fetched.length) await expandTree(app, fetched, sub, req, su);
}

async function expandTree(app: CoreApp, records: ExpandedRecord[], tree: Tree, req: RequestInfo, su: boolean): Promise<void> {
  for (const [key, sub] of tree) await expandKey(app, records, key, sub, req, su);
}

/** expands `records` in place (all of one collection); every record gets an `expand` object */
export async function expandRecords(
  app: CoreApp,
  records: ExpandedRecord[],
  param: string,
  req: RequestInfo,
  isSuperuser: boolean,
): Promise<void> {
  const tree = parseExpand(param);
  if (!tree.size || !records.length) return;
  await expandTree(app, records, tree, req, isSuperuser);
  for (const r of records) r.expand ??= {};
}
