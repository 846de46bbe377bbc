/**
 * Rule checks for one record or a would-be record, through the same compile path as lists.
 */
import { existsById, existsVirtual, virtualRow } from '../../query/records-sql.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import type { Queryable } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import { compileRule } from '../rules/compile-rule.js';
import type { RequestInfo } from '../rules/request-info.js';
import { recordToDb, type RecordModel } from './record.js';

const lookupOf = (app: CoreApp) => ({ getCollection: (x: string) => app.getCollection(x) });

/** the rule as SQL over `alias`; null when the rule adds no condition ("" rule) */
function ruleWhere(app: CoreApp, c: Collection, rule: string, req: RequestInfo, alias = c.name): SqlFragment | null {
  return compileRule(lookupOf(app), c, alias, rule, req, app.db.dialect);
}

/** true when the stored record satisfies `rule` (a null rule never does; "" always does) */
export async function recordMatches(
  app: CoreApp,
  record: RecordModel,
  rule: string | null,
  req: RequestInfo,
  q: Queryable = app.db,
): Promise<boolean> {
  if (rule === null) return false;
  const c = record.collection;
  const where = ruleWhere(app, c, rule, req);
  if (!where) return true;
  const sql = existsById(q.dialect, c.name, String(record.data['id']), where);
  return !!(await q.get(sql.sql, sql.params));
}

/** evaluates `rule` against a record that is not stored (yet), e.g. the create rule */
export async function virtualRecordMatches(
  app: CoreApp,
  record: RecordModel,
  rule: string | null,
  req: RequestInfo,
  q: Queryable = app.db,
): Promise<boolean> {
  if (rule === null) return false;
  const c = record.collection;
  const where = ruleWhere(app, c, rule, req);
  if (!where) return true;
  const sql = existsVirtual(q.dialect, c.name, virtualRow(q.dialect, recordToDb(record)), where);
  return !!(await q.get(sql.sql, sql.params));
}

/** ids of the auth records whose `manageRule` the caller satisfies (managers see their email) */
export async function managedIds(app: CoreApp, records: RecordModel[], req: RequestInfo, q: Queryable = app.db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const r of records) {
    const rule = r.collection.type === 'auth' ? (r.collection.manageRule ?? null) : null;
    if (rule && (await recordMatches(app, r, rule, req, q))) ids.add(String(r.data['id']));
  }
  return ids;
}
