/**
 * Publishes record changes to realtime subscribers (contract §7.3–7.4), after commit. The broker
 * only fans out; this module decides who may see what: the list rule for `<c>/*` topics, the view
 * rule for `<c>/<id>` topics, plus the subscription's own `filter`. Checks are evaluated once per
 * distinct (topic kind, auth, options) context, on the event's record as a one-row virtual table
 * (so deletes work too), never once per subscriber. Rules and filters that read only the record's own
 * single-valued fields and static request values (`@request.auth.*`) are evaluated in memory
 * (rules/memory-rule.ts); the others run as SQL. The event JSON is built once per distinct view of it.
 */
import { existsVirtual, virtualRow } from '../../query/records-sql.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import type { Broker, SubscriptionMatch } from '../../realtime/broker.js';
import { applyFieldsToResponse } from '../../util/pick-fields.js';
import type { CoreApp } from '../core-app.js';
import { compileExpression } from '../rules/compile-rule.js';
import { AliasGen } from '../rules/record-field-resolver.js';
import type { AuthInfo, RequestInfo } from '../rules/request-info.js';
import { expandRecords } from '../records/expand.js';
import { authAllowed } from '../auth/auth-gate.js';
import { recordToDb, type RecordModel } from '../records/record.js';
import { recordToJSON, type ExpandedRecord } from '../records/record-json.js';
import { effectiveRule } from '../rules/effective-rule.js';
import { parseFilter } from '../../filter/parser.js';
import type { Expr } from '../../filter/ast.js';
import { evaluateInMemory } from '../rules/memory-rule.js';
import type { ResolverMode } from '../rules/record-field-resolver.js';

type Action = 'create' | 'update' | 'delete';

/** clients of one owner through different credentials (API keys, tokens) see different things */
const limitIds = new WeakMap<object, number>();
let limitSeq = 0;
function limitKey(auth: AuthInfo | null): number {
  const limit = auth?.limit;
  if (!limit) return 0;
  let id = limitIds.get(limit);
  if (id === undefined) {
    id = ++limitSeq;
    limitIds.set(limit, id);
  }
  return id;
}

const authOf = (m: SubscriptionMatch) => (m.client.auth ?? null) as AuthInfo | null;
const isSuper = (a: AuthInfo | null) => a?.collection.name === '_superusers';

/** rule checks and durations of the fan-outs (read by `covey serve`'s SIGUSR2 stats line, for the bench) */
export const realtimeCheckCounters = { sql: 0, memory: 0, fanOuts: 0, fanOutMsTotal: 0, fanOutMsMax: 0, fanOutCpuMsTotal: 0 };

/** the event's rule and filter in memory: true/false, or undefined when one of them needs SQL */
function visibleInMemory(record: RecordModel, row: Record<string, unknown>, parts: [string, ResolverMode][], info: RequestInfo): boolean | undefined {
  const exprs: [Expr, ResolverMode][] = [];
  for (const [text, mode] of parts) {
    const expr = parseFilter(text);
    if (expr) exprs.push([expr, mode]);
  }
  let all = true;
  for (const [expr, mode] of exprs) {
    const r = evaluateInMemory(expr, { collection: record.collection, row, req: info, mode });
    if (r === false) return false;
    if (r === undefined) all = false;
  }
  return all ? true : undefined;
}

async function visible(
  app: CoreApp,
  record: RecordModel,
  row: () => Record<string, unknown>,
  isList: boolean,
  m: SubscriptionMatch,
  info: RequestInfo,
): Promise<boolean> {
  const c = record.collection;
  const su = isSuper(info.auth);
  const rule = effectiveRule(c, isList ? 'list' : 'view', info.auth);
  if (!su && rule === null) return false;
  if (info.auth?.limit?.active && !(await info.auth.limit.active())) return false;
  const filter = m.subscription.options.query['filter'] ?? '';
  if (!su && /@collection\.|@request\./.test(filter)) return false;
  const texts: [string, ResolverMode][] = [];
  if (!su && rule) texts.push([rule, 'rule']);
  if (filter) texts.push([filter, su ? 'rule' : 'client']);
  if (!texts.length) return true;
  let fast: boolean | undefined;
  try {
    fast = visibleInMemory(record, row(), texts, info);
  } catch {
    // a filter that does not parse: the SQL path below refuses it the same way
  }
  if (fast !== undefined) {
    realtimeCheckCounters.memory++;
    return fast;
  }
  const lookup = { getCollection: (x: string) => app.getCollection(x) };
  const aliases = new AliasGen();
  const parts: SqlFragment[] = [];
  try {
    if (!su && rule) {
      const r = compileExpression(lookup, c, c.name, rule, info, app.db.dialect, 'rule', aliases);
      if (r) parts.push(r);
    }
    if (filter) {
      const f = compileExpression(lookup, c, c.name, filter, info, app.db.dialect, su ? 'rule' : 'client', aliases);
      if (f) parts.push(f);
    }
  } catch {
    return false;
  }
  if (!parts.length) return true;
  const where = { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
  const sql = existsVirtual(app.db.dialect, c.name, virtualRow(app.db.dialect, row()), where);
  realtimeCheckCounters.sql++;
  return !!(await app.db.get(sql.sql, sql.params));
}

async function serialize(app: CoreApp, record: RecordModel, info: RequestInfo): Promise<unknown> {
  const q = info.query;
  const copy: ExpandedRecord = { collection: record.collection, data: { ...record.data } };
  const su = isSuper(info.auth);
  if (q['expand']) await expandRecords(app, [copy], q['expand'], info, su);
  const json = recordToJSON(copy, { isSuperuser: su, viewerId: info.auth ? String(info.auth.record['id']) : undefined });
  return q['fields'] ? applyFieldsToResponse(json, q['fields']) : json;
}

/** the JSON of a subscription's query and headers, once per options object (they never change) */
const optionKeys = new WeakMap<object, string>();
function optionsKey(opts: SubscriptionMatch['subscription']['options']): string {
  let k = optionKeys.get(opts);
  if (k === undefined) {
    k = JSON.stringify([opts.query, opts.headers]);
    optionKeys.set(opts, k);
  }
  return k;
}

export async function publishRecordEvent(app: CoreApp, broker: Broker, action: Action, record: RecordModel): Promise<void> {
  const c = record.collection;
  const id = String(record.data['id']);
  const matches = broker.subscriptionsOf(`${c.name}/*`, `${c.id}/*`, c.name, c.id, `${c.name}/${id}`, `${c.id}/${id}`);
  if (!matches.length) return;
  const checks = new Map<string, Promise<boolean>>();
  const payloads = new Map<string, Promise<string>>();
  // settled values: once a context's check and its JSON are known, its other subscribers are served synchronously
  const settledChecks = new Map<string, boolean>();
  const settledPayloads = new Map<string, string>();
  let dbRow: Record<string, unknown> | undefined;
  const row = () => (dbRow ??= recordToDb(record));
  const topicOne = `/${id}`;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await broker.deliver(matches, (m) => {
    const auth = authOf(m);
    const isList = !m.subscription.topic.endsWith(topicOne);
    const opts = m.subscription.options;
    const who = auth ? `${auth.collection.id}/${String(auth.record['id'])}` : '';
    const key = `${isList ? 1 : 0}|${who}|${limitKey(auth)}|${optionsKey(opts)}`;
    // the JSON depends on the viewer only through superuser-ness, the own-email rule of auth records
    // and an expansion (whose rules see the whole request): one string per distinct view
    const pkey = opts.query['expand'] ? `x${key}` : `${isSuper(auth) ? 1 : 0}|${c.type === 'auth' ? who : ''}|${opts.query['fields'] ?? ''}`;
    const ok = settledChecks.get(key);
    if (ok === false) return;
    const ready = ok === true ? settledPayloads.get(pkey) : undefined;
    if (ready !== undefined) {
      m.client.send({ name: m.key, data: ready });
      return;
    }
    return (async () => {
      const info: RequestInfo = { auth, method: 'GET', context: 'realtime', query: opts.query, headers: opts.headers, body: {} };
      let check = checks.get(key);
      if (!check) {
        check = visible(app, record, row, isList, m, info).then((v) => (settledChecks.set(key, v), v));
        checks.set(key, check);
      }
      if (!(await check)) return;
      let payload = payloads.get(pkey);
      if (!payload) {
        payload = serialize(app, record, info).then((json) => {
          const data = JSON.stringify({ action, record: json });
          settledPayloads.set(pkey, data);
          return data;
        });
        payloads.set(pkey, payload);
      }
      m.client.send({ name: m.key, data: await payload });
    })();
  });
  const ms = performance.now() - started;
  realtimeCheckCounters.fanOuts++;
  realtimeCheckCounters.fanOutMsTotal += ms;
  realtimeCheckCounters.fanOutMsMax = Math.max(realtimeCheckCounters.fanOutMsMax, ms);
  const used = process.cpuUsage(cpu);
  realtimeCheckCounters.fanOutCpuMsTotal += (used.user + used.system) / 1000;
}

/**
 * wires the record hooks to the broker; auth clients of a deleted auth record, of one with a new
 * tokenKey, or of one the auth gate now refuses (e.g. suspended) become guests
 */
export function installRecordPublisher(app: CoreApp, broker: Broker): void {
  const sameAuth = (r: RecordModel) => (auth: unknown) => {
    const a = auth as AuthInfo | null;
    return !!a && a.collection.id === r.collection.id && a.record['id'] === r.data['id'];
  };
  app.hooks.recordAfterCreate.add((e) => publishRecordEvent(app, broker, 'create', e.record));
  app.hooks.recordAfterUpdate.add(async (e) => {
    if (e.record.collection.type === 'auth') {
      const rekeyed = !!e.original && e.original.data['tokenKey'] !== e.record.data['tokenKey'];
      if (rekeyed || !(await authAllowed(app, e.record, 'token'))) broker.discardAuth(sameAuth(e.record));
    }
    await publishRecordEvent(app, broker, 'update', e.record);
  });
  app.hooks.recordAfterDelete.add(async (e) => {
    if (e.record.collection.type === 'auth') broker.discardAuth(sameAuth(e.record));
    await publishRecordEvent(app, broker, 'delete', e.record);
  });
}
