/**
 * Compiled rules and filters, cached by what they were actually compiled from (issue #20).
 *
 * A compiled expression (SQL text + params) is a function of: the expression text, the mode, the base
 * alias, the join alias counter it started from, the dialect, the collection schema it walked (the
 * base collection and every collection it looked up, with their fields and list rules), and the
 * request values it read (`@request.auth.id`, a header, the method …). The first compile runs on a
 * recording view of the request: every property read (path and value, presence checks, key lists)
 * is written down, and the collections it looked up. A later compile with the same text, mode,
 * alias, counter and collection object replays those reads on its own request; when every read gives
 * the same value and every collection looked up is still the same object with the same fields and
 * list rule, the recorded result is returned (and the alias counter moved on as the compile would).
 *
 * `@now` (decision 0044): every compile runs with `@now` standing for one random time of this process
 * (macros.ts withNowStandIn); the outermost compile then puts the current time in place of that
 * time's text in the params, so a cached result is used with the time of its own request. Exact: a
 * compile whose expression text or request values contain the stand-in's text, or whose params
 * contain it inside another value (`~ @now`), is compiled again with the real time and not kept.
 *
 * Not cached: expressions with any other time macro or `@` name than `@request.` / `@collection.` /
 * `@now` (checked on the text, nested compiles included), and requests whose credential narrows the rules
 * (`auth.limit`, whose answers are functions). A schema or rule change loads new collection objects
 * (a miss); an auth record change gives new values to the reads (a miss). Entries are bounded.
 */
import { randomInt } from 'node:crypto';
import type { WhereFragment } from '../../query/build-where.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import { macroTime, withNowStandIn } from '../../query/macros.js';
import type { Dialect } from '../../storage/dialect.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import type { AliasGen, CollectionLookup, ResolverMode } from './record-field-resolver.js';
import type { RequestInfo } from './request-info.js';

type ReadKind = 'v' | 'has' | 'own' | 'keys';
interface Read {
  path: string[];
  kind: ReadKind;
}

interface Dep {
  name: string;
  collection: Collection | undefined;
  fields?: FieldDef[];
  count?: number;
  listRule?: string | null;
}

interface Entry {
  frag: WhereFragment | null;
  endCount: number;
  /** the base collection's fields and list rule as compiled (in-place edits are a miss) */
  fields: FieldDef[];
  count: number;
  listRule: string | null;
  /** every collection looked up while compiling */
  deps: Dep[];
}

interface Group {
  reads: Read[];
  byValues: Map<string, Entry>;
}

const MAX_KEYS = 256;
const MAX_VALUES = 1024;
const MAX_GROUPS = 4;
/** all entries together: past this the whole cache starts again (bounded memory whatever the traffic) */
const MAX_ENTRIES = 20_000;
/**
 * request values longer than this together (a submitted text read by `:changed`, a big JSON body) are
 * compiled fresh each time: kept, 1,024 of them per rule could hold gigabytes of request bodies
 */
const MAX_VALUES_KEY = 1024;

let cache = new WeakMap<Dialect, WeakMap<Collection, Map<string, Group[]>>>();
let entries = 0;

/** identity numbers for values compared by identity (collections, functions) */
const ids = new WeakMap<object, number>();
let nextId = 0;
const idOf = (o: object): number => {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++nextId));
  return id;
};

/** `auth.collection` is compared by identity (a schema change loads new objects), never walked */
const isLeafPath = (path: string[]) => path.length === 2 && path[0] === 'auth' && path[1] === 'collection';

function encode(v: unknown, path: string[]): string {
  switch (typeof v) {
    case 'undefined':
      return 'u';
    case 'string':
      return `s${v}`;
    case 'number':
      return Object.is(v, -0) ? 'n-0' : `n${v}`;
    case 'boolean':
      return v ? 'T' : 'F';
    case 'bigint':
      return `g${v}`;
    case 'function':
      return `f${idOf(v)}`;
    case 'symbol':
      return `y${String(v)}`;
    default:
      if (v === null) return 'l';
      if (isLeafPath(path)) return `i${idOf(v as object)}`;
      return Array.isArray(v) ? 'a' : 'o';
  }
}

/** one read replayed on a request: the same encoding as when it was recorded */
function replay(req: unknown, r: Read): string {
  let cur: unknown = req;
  const last = r.kind === 'keys' ? r.path.length : r.path.length - 1;
  for (let i = 0; i < last; i++) {
    if (cur === null || typeof cur !== 'object') return 'x';
    cur = (cur as Record<string, unknown>)[r.path[i]!];
  }
  if (cur === null || typeof cur !== 'object') return 'x';
  const key = r.path[r.path.length - 1]!;
  switch (r.kind) {
    case 'v':
      return encode((cur as Record<string, unknown>)[key], r.path);
    case 'has':
      return key in cur ? '1' : '0';
    case 'own':
      return Object.hasOwn(cur, key) ? '1' : '0';
    case 'keys':
      return JSON.stringify(Reflect.ownKeys(cur).map(String));
  }
}

const valuesKey = (req: unknown, reads: Read[]) => JSON.stringify(reads.map((r) => replay(req, r)));

interface Recording {
  req: RequestInfo;
  reads: Read[];
  /** the reads already written down (a nested compile reads `@request.auth.id` again and again) */
  seen: Set<string>;
  cacheable: boolean;
  /** set once the compile returned: later reads (e.g. a driver serializing a param) are not part of it */
  done: boolean;
}

/** recording views → the object they stand for */
const targets = new WeakMap<object, object>();

/** writes a read down once: the request does not change during a compile, a repeated read gives the same answer */
function note(rec: Recording, path: string[], kind: ReadKind): void {
  const key = `${kind}\u0000${path.join('\u0000')}`;
  if (rec.seen.has(key)) return;
  rec.seen.add(key);
  rec.reads.push({ path, kind });
}

/** a view of `root` that writes down every read made through it */
function recordReads(root: RequestInfo): Recording {
  const rec: Recording = { req: root, reads: [], seen: new Set(), cacheable: true, done: false };
  const wrap = (target: object, path: string[]): object => {
    const proxy = new Proxy(target, {
      get(t, prop) {
        const v: unknown = Reflect.get(t, prop);
        if (typeof prop === 'symbol' || rec.done) return v;
        if (v === STAND_IN_TEXT) sawStandIn = true;
        const p = [...path, prop];
        if (path.length === 1 && path[0] === 'auth' && prop === 'limit' && v !== undefined && v !== null) rec.cacheable = false;
        note(rec, p, 'v');
        if (v === null || typeof v !== 'object' || isLeafPath(p)) return v;
        const d = Reflect.getOwnPropertyDescriptor(t, prop);
        // a proxy may not stand in for a frozen value (proxy invariant): compare it as a whole instead
        if (d && !d.configurable && !d.writable) {
          rec.cacheable = false;
          return v;
        }
        return wrap(v, p);
      },
      has(t, prop) {
        if (typeof prop !== 'symbol' && !rec.done) note(rec, [...path, prop], 'has');
        return Reflect.has(t, prop);
      },
      getOwnPropertyDescriptor(t, prop) {
        if (typeof prop !== 'symbol' && !rec.done) note(rec, [...path, prop], 'own');
        return Reflect.getOwnPropertyDescriptor(t, prop);
      },
      ownKeys(t) {
        if (!rec.done) note(rec, path, 'keys');
        return Reflect.ownKeys(t);
      },
    });
    targets.set(proxy, target);
    return proxy;
  };
  rec.req = wrap(root, []) as RequestInfo;
  return rec;
}

/** text with an `@` name other than `@request.*` / `@collection.*` / `@now` (another time macro) */
const STATIC_TEXT = /@(?!request\.|collection\.|now\b)/;

/** a random time of this process that `@now` stands for while compiling (never a real request time) */
const STAND_IN = new Date(Date.UTC(1000 + randomInt(800), randomInt(12), 1 + randomInt(28), randomInt(24), randomInt(60), randomInt(60), randomInt(1000)));
const STAND_IN_TEXT = macroTime(STAND_IN);
/** compiles running (nested ones included), and whether one met the stand-in's text elsewhere */
let depth = 0;
let sawStandIn = false;
/** bumped by every compile that must not be cached, so that enclosing compiles are not cached either */
let volatileCompiles = 0;

function depOf(name: string, c: Collection | undefined): Dep {
  return c ? { name, collection: c, fields: c.fields, count: c.fields.length, listRule: c.listRule } : { name, collection: undefined };
}

/**
 * A request value that went into the params as an object (a JSON field of the auth record, bound as
 * JSON by some drivers) is put back as the object itself; such a compile is not cached (false).
 */
function plainParams(params: unknown[]): boolean {
  let plain = true;
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p === null || typeof p !== 'object') continue;
    plain = false;
    let t = targets.get(p);
    while (t) {
      params[i] = t;
      t = targets.get(t);
    }
  }
  return plain;
}

function fragmentIsPlain(frag: WhereFragment | null): boolean {
  if (!frag) return true;
  const parts = [frag, ...(frag.keyed ? [frag.keyed.inSet, frag.keyed.nullCase, frag.keyed.unmatched] : [])];
  return parts.map((p) => plainParams(p.params)).every(Boolean);
}

const depHolds = (lookup: CollectionLookup, d: Dep) => {
  const c = lookup.getCollection(d.name);
  if (c !== d.collection) return false;
  return !c || (c.fields === d.fields && c.fields.length === d.count && c.listRule === d.listRule);
};

export interface CompileCall {
  lookup: CollectionLookup;
  collection: Collection;
  alias: string;
  text: string;
  req: RequestInfo;
  dialect: Dialect;
  mode: ResolverMode;
  aliases: AliasGen;
}

/** counters for tests and the bench */
export const ruleCacheCounters = { hits: 0, misses: 0, uncached: 0 };

export function cachedCompile(
  call: CompileCall,
  compile: (lookup: CollectionLookup, req: RequestInfo) => WhereFragment | null,
): WhereFragment | null {
  if (depth > 0) return cachedCompileAt(call, compile);
  const start = call.aliases.count;
  depth++;
  sawStandIn = false;
  let frag: WhereFragment | null;
  try {
    frag = withNowStandIn(STAND_IN, () => cachedCompileAt(call, compile));
  } finally {
    depth--;
  }
  // the time is formatted only for a fragment that holds the stand-in (most rules have no `@now`)
  let now: string | undefined;
  const out = sawStandIn ? undefined : withNow(frag, () => (now ??= macroTime(new Date())));
  if (out !== undefined) return out;
  // the stand-in's text came from elsewhere (the text, a request value) or was built into another
  // value: compiled again with the real time, not kept
  sawStandIn = false;
  volatileCompiles++;
  ruleCacheCounters.uncached++;
  call.aliases.count = start;
  // outside any compile: each nested compile is an outermost one again (its own stand-in and time)
  return compile(call.lookup, call.req);
}

/** `frag` with the current time in place of the stand-in's; undefined when the stand-in is inside another value */
function withNow(frag: WhereFragment | null, now: () => string): WhereFragment | null | undefined {
  if (!frag) return frag;
  let ok = true;
  const fix = (f: SqlFragment): SqlFragment => {
    if (!f.params.some((p) => typeof p === 'string' && p.includes(STAND_IN_TEXT))) return f;
    const params = f.params.map((p) => {
      if (p === STAND_IN_TEXT) return now();
      if (typeof p === 'string' && p.includes(STAND_IN_TEXT)) ok = false;
      return p;
    });
    return { sql: f.sql, params };
  };
  const k = frag.keyed;
  const out: WhereFragment = { ...fix(frag), ...(k ? { keyed: { inSet: fix(k.inSet), nullCase: fix(k.nullCase), unmatched: fix(k.unmatched) } } : {}) };
  return ok ? out : undefined;
}

function cachedCompileAt(
  call: CompileCall,
  compile: (lookup: CollectionLookup, req: RequestInfo) => WhereFragment | null,
): WhereFragment | null {
  const { collection: c, aliases } = call;
  if (call.text.includes(STAND_IN_TEXT)) sawStandIn = true;
  if (STATIC_TEXT.test(call.text)) {
    volatileCompiles++;
    ruleCacheCounters.uncached++;
    return compile(call.lookup, call.req);
  }
  let byCollection = cache.get(call.dialect);
  if (!byCollection) cache.set(call.dialect, (byCollection = new WeakMap()));
  let byKey = byCollection.get(c);
  if (!byKey) byCollection.set(c, (byKey = new Map()));
  const start = aliases.count;
  const key = `${call.mode}\u0000${call.alias}\u0000${start}\u0000${c.fields.length}\u0000${call.text}`;
  const groups = byKey.get(key);
  if (groups) {
    for (const g of groups) {
      const hit = g.byValues.get(valuesKey(call.req, g.reads));
      if (
        hit &&
        hit.fields === c.fields &&
        hit.count === c.fields.length &&
        hit.listRule === c.listRule &&
        hit.deps.every((d) => depHolds(call.lookup, d))
      ) {
        ruleCacheCounters.hits++;
        aliases.count = hit.endCount;
        return hit.frag;
      }
    }
  }
  ruleCacheCounters.misses++;
  const rec = recordReads(call.req);
  const deps: Dep[] = [];
  const lookup: CollectionLookup = {
    getCollection: (x) => {
      const found = call.lookup.getCollection(x);
      deps.push(depOf(x, found));
      return found;
    },
  };
  const volatileBefore = volatileCompiles;
  let frag: WhereFragment | null;
  try {
    frag = compile(lookup, rec.req);
  } finally {
    rec.done = true;
  }
  if (!fragmentIsPlain(frag) || !rec.cacheable || sawStandIn) volatileCompiles++;
  if (volatileCompiles !== volatileBefore) return frag;
  const values = valuesKey(call.req, rec.reads);
  if (values.length > MAX_VALUES_KEY) {
    ruleCacheCounters.uncached++;
    return frag;
  }
  if (++entries > MAX_ENTRIES) {
    cache = new WeakMap();
    entries = 0;
    return frag;
  }
  const entry: Entry = { frag, endCount: aliases.count, fields: c.fields, count: c.fields.length, listRule: c.listRule, deps };
  const signature = JSON.stringify(rec.reads);
  const list = byKey.get(key) ?? [];
  let group = list.find((g) => JSON.stringify(g.reads) === signature);
  if (!group) {
    if (list.length >= MAX_GROUPS) return frag;
    group = { reads: rec.reads, byValues: new Map() };
    list.push(group);
  }
  if (group.byValues.size >= MAX_VALUES) group.byValues.clear();
  group.byValues.set(values, entry);
  if (!byKey.has(key) && byKey.size >= MAX_KEYS) byKey.clear();
  byKey.set(key, list);
  return frag;
}
