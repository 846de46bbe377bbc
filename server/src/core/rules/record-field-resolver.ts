/**
 * Gives filter/rule identifiers their meaning for records (PocketBase's record field resolver):
 * fields of the collection, relation traversal (`author.name`), back-relations
 * (`comments_via_post.body`), `@collection.<name>[:alias].*`, `@request.*`, and the modifiers
 * `:isset`, `:changed`, `:length`, `:each`, `:lower`.
 *
 * Every path registers the joins it needs once per expression (same path → same joined row, as in
 * PocketBase) and, for multi-valued paths, also describes an independent copy of the path used by
 * the compiler for the "all items" form of the operators.
 *
 * Mode `client` is for user-supplied `filter`/`sort`: hidden fields are refused, emails honour
 * `emailVisibility`, and every collection reached through a relation must be listable by the
 * caller (its listRule is enforced on the joined rows).
 *
 * Long by nature: one path walker for all identifier forms (kept in one place on purpose).
 */
import { FilterError } from '../../filter/filter-error.js';
import type { Dialect } from '../../storage/dialect.js';
import { withTypedSql, type FieldResolver, type JoinSpec, type Resolution } from '../../query/field-resolver.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { getFieldType } from '../fields/registry.js';
import type { RequestInfo } from './request-info.js';
import { compileRuleVia } from './rule-compiler.js';
import { AliasGen, digJson, splitModifier } from './identifier.js';
import { effectiveRule } from './effective-rule.js';

export type ResolverMode = 'rule' | 'client';

export interface CollectionLookup {
  getCollection(idOrName: string): Collection | undefined;
}

export { AliasGen };

const MAX_HOPS = 6;
const STATIC_AUTH_KEYS = new Set(['id', 'collectionId', 'collectionName', 'email', 'emailVisibility', 'verified']);

interface Walk {
  collection: Collection;
  alias: string;
  ialias: string;
  key: string;
  multi: boolean;
  hops: number;
  ifrom: string;
  iparams: unknown[];
}

const isMultiField = (f: FieldDef) => getFieldType(f.type)?.isMulti(f) ?? false;

export class RecordFieldResolver implements FieldResolver {
  private readonly joinList: JoinSpec[] = [];
  private readonly walks = new Map<string, Walk>();
  private readonly d: Dialect;

  constructor(
    private readonly lookup: CollectionLookup,
    private readonly base: Collection,
    private readonly baseAlias: string,
    private readonly req: RequestInfo,
    private readonly mode: ResolverMode,
    dialect: Dialect,
    private readonly aliases: AliasGen = new AliasGen(),
  ) {
    this.d = dialect;
  }

  joins(): JoinSpec[] {
    return this.joinList;
  }

  resolve(identifier: string): Resolution {
    const { path, modifier, alias } = splitModifier(identifier);
    const head = path[0]!;
    if (head === '@request') return this.resolveRequest(path.slice(1), modifier, identifier);
    if (head === '@collection') return this.resolveCollectionJoin(path.slice(1), alias, modifier, identifier);
    if (head.startsWith('@')) throw new FilterError(`unknown identifier ${identifier}`);
    const start: Walk = {
      collection: this.base,
      alias: this.baseAlias,
      ialias: this.baseAlias,
      key: '',
      multi: false,
      hops: 0,
      ifrom: '',
      iparams: [],
    };
    return this.walk(start, path, modifier, identifier);
  }

  // ---- paths over records -------------------------------------------------------------------

  private walk(w: Walk, path: string[], modifier: string, identifier: string): Resolution {
    const q = this.d.quote;
    const [name, ...rest] = path as [string, ...string[]];
    const field = w.collection.fields.find((f) => f.name === name);
    if (!field) {
      const via = /^(\w+)_via_(\w+)$/.exec(name);
      if (via && rest.length) return this.walk(this.backRelation(w, via[1]!, via[2]!, identifier), rest, modifier, identifier);
      throw new FilterError(`unknown field "${name}" in ${identifier}`);
    }
    if (this.mode === 'client' && field.hidden) throw new FilterError(`field "${name}" cannot be filtered or sorted`);

    if (rest.length && field.type === 'relation') {
      if (rest.length === 1 && rest[0] === 'id') return this.finalValue(w, field, modifier);
      return this.walk(this.relationHop(w, field, identifier), rest, modifier, identifier);
    }
    if (rest.length && (field.type === 'json' || field.type === 'geoPoint')) {
      const segs = rest.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const [col, icol] = [`${q(w.alias)}.${q(field.name)}`, `${q(w.ialias)}.${q(field.name)}`];
      const r = this.value(w, this.d.jsonExtract(col, segs), this.d.jsonExtract(icol, segs), modifier, true);
      return modifier ? r : withTypedSql(r, this.d.jsonKey(col, segs), this.d.jsonKey(icol, segs));
    }
    if (rest.length) throw new FilterError(`field "${name}" has no sub-fields (${identifier})`);
    return this.finalValue(w, field, modifier);
  }

  private finalValue(w: Walk, field: FieldDef, modifier: string): Resolution {
    const q = this.d.quote;
    let col = `${q(w.alias)}.${q(field.name)}`;
    let icol = `${q(w.ialias)}.${q(field.name)}`;
    if (this.mode === 'client' && w.collection.type === 'auth' && field.name === 'email') {
      const me = this.req.auth?.record['id'] ?? '';
      const vis = (a: string) =>
        `(CASE WHEN ${q(a)}.${q('emailVisibility')} = 1 OR ${q(a)}.${q('id')} = ${this.d.literal(String(me))} THEN ${q(a)}.${q('email')} ELSE '' END)`;
      col = vis(w.alias);
      icol = vis(w.ialias);
    }
    if (modifier === 'length') {
      if (!isMultiField(field)) throw new FilterError(`:length needs a multiple field (${field.name})`);
      return this.value(w, this.d.jsonArrayLength(col), this.d.jsonArrayLength(icol), '', false);
    }
    // only `:each` iterates the items; otherwise a multiple field compares as its JSON text (as PocketBase)
    if (isMultiField(field) && modifier === 'each') {
      const item = this.eachJoin(w, col, icol, `${w.key}.${field.name}:each`);
      // one array per base row (no multi-valued hop before it): `=`/`!=` can test the array as a whole
      const r = this.value(item, this.d.jsonEachValue(item.alias), this.d.jsonEachValue(item.ialias), '', false);
      return w.multi ? r : { ...r, eachOf: col };
    }
    if (modifier === 'each') throw new FilterError(`:each needs a multiple field (${field.name})`);
    // the stored column as is (not :lower, not the email visibility CASE, not a view's expression)
    const plain = col === `${q(w.alias)}.${q(field.name)}` && !modifier && w.collection.type !== 'view';
    const textColumn = plain && getFieldType(field.type)?.column(field).kind === 'text';
    return { ...this.value(w, col, icol, modifier, false), ...(textColumn ? { textColumn } : {}) };
  }

  private value(w: Walk, sql: string, isql: string, modifier: string, noCoalesce: boolean): Resolution {
    if (modifier && modifier !== 'lower') throw new FilterError(`unsupported modifier :${modifier}`);
    const v = modifier === 'lower' ? this.d.lower(sql) : sql;
    const iv = modifier === 'lower' ? this.d.lower(isql) : isql;
    const r: Resolution = { sql: v, params: [], noCoalesce };
    if (w.multi) r.multi = { independent: { from: w.ifrom, valueSql: iv, params: w.iparams } };
    return r;
  }

  /** registers a shared join once per key */
  private shared(key: string, make: () => { walk: Walk; joins: JoinSpec[] }): Walk {
    const found = this.walks.get(key);
    if (found) return found;
    const { walk, joins } = make();
    this.joinList.push(...joins);
    this.walks.set(key, walk);
    return walk;
  }

  private startIndependent(w: Walk): { ifrom: string; iparams: unknown[] } {
    if (w.ifrom) return { ifrom: w.ifrom, iparams: [...w.iparams] };
    return { ifrom: `(SELECT 1) AS ${this.d.quote(this.aliases.next('_i'))}`, iparams: [] };
  }

  private enforce(target: Collection, alias: string): { sql: string; params: unknown[] } {
    if (this.mode !== 'client') return { sql: '', params: [] };
    const listRule = effectiveRule(target, 'list', this.req.auth);
    if (listRule === null) throw new FilterError(`collection "${target.name}" cannot be filtered through (only superusers can list it)`);
    if (listRule === '') return { sql: '', params: [] };
    const frag = compileRuleVia(this.lookup, target, alias, listRule, this.req, this.d, this.aliases);
    return { sql: frag ? ` AND (${frag.sql})` : '', params: frag?.params ?? [] };
  }

  private targetOf(field: FieldDef, identifier: string): Collection {
    const target = this.lookup.getCollection(String(field['collectionId'] ?? ''));
    if (!target) throw new FilterError(`missing relation collection in ${identifier}`);
    return target;
  }

  private relationHop(w: Walk, field: FieldDef, identifier: string): Walk {
    if (w.hops >= MAX_HOPS) throw new FilterError(`too many relation hops in ${identifier}`);
    const target = this.targetOf(field, identifier);
    const q = this.d.quote;
    const key = `${w.key}.${field.name}`;
    return this.shared(key, () => {
      const multi = isMultiField(field);
      const j = this.aliases.next();
      const ij = this.aliases.next('_i');
      const col = `${q(w.alias)}.${q(field.name)}`;
      const icol = `${q(w.ialias)}.${q(field.name)}`;
      const en = this.enforce(target, j);
      const ien = this.enforce(target, ij);
      const ind = this.startIndependent(w);
      const joins: JoinSpec[] = [];
      if (multi) {
        const e = this.aliases.next('_e');
        const ie = this.aliases.next('_e');
        joins.push({ alias: e, sql: `LEFT JOIN ${this.d.jsonEach(col, e)}`, params: [] });
        joins.push({
          alias: j,
          sql: `LEFT JOIN ${q(target.name)} AS ${q(j)} ON ${q(j)}.${q('id')} = ${this.d.jsonEachValue(e)}${en.sql}`,
          params: en.params,
        });
        ind.ifrom += ` JOIN ${this.d.jsonEach(icol, ie)} JOIN ${q(target.name)} AS ${q(ij)} ON ${q(ij)}.${q('id')} = ${this.d.jsonEachValue(ie)}${ien.sql}`;
      } else {
        const keyed = w.key === '' && w.collection.type !== 'view' && target.type !== 'view' && { keyed: { baseAlias: q(w.alias), baseRef: col, table: q(target.name), field: field.name, target: target.name } };
        joins.push({ alias: j, sql: `LEFT JOIN ${q(target.name)} AS ${q(j)} ON ${q(j)}.${q('id')} = ${col}${en.sql}`, params: en.params, single: true, ...keyed });
        ind.ifrom += ` JOIN ${q(target.name)} AS ${q(ij)} ON ${q(ij)}.${q('id')} = ${icol}${ien.sql}`;
      }
      ind.iparams.push(...ien.params);
      const walk: Walk = {
        collection: target,
        alias: j,
        ialias: ij,
        key,
        multi: w.multi || multi,
        hops: w.hops + 1,
        ifrom: ind.ifrom,
        iparams: ind.iparams,
      };
      return { walk, joins };
    });
  }

  private backRelation(w: Walk, collName: string, fieldName: string, identifier: string): Walk {
    if (w.hops >= MAX_HOPS) throw new FilterError(`too many relation hops in ${identifier}`);
    const source = this.lookup.getCollection(collName);
    const field = source?.fields.find((f) => f.name === fieldName && f.type === 'relation');
    if (!source || !field || field['collectionId'] !== w.collection.id) {
      throw new FilterError(`invalid back-relation ${collName}_via_${fieldName}`);
    }
    if (this.mode === 'client' && field.hidden) throw new FilterError(`field "${fieldName}" cannot be filtered`);
    const q = this.d.quote;
    const key = `${w.key}.${collName}_via_${fieldName}`;
    return this.shared(key, () => {
      const j = this.aliases.next();
      const ij = this.aliases.next('_i');
      const multiRel = isMultiField(field);
      const cond = (a: string, parent: string) => {
        if (!multiRel) return `${q(a)}.${q(fieldName)} = ${q(parent)}.${q('id')}`;
        const x = this.aliases.next('_x');
        return `EXISTS (SELECT 1 FROM ${this.d.jsonEach(`${q(a)}.${q(fieldName)}`, x)} WHERE ${this.d.jsonEachValue(x)} = ${q(parent)}.${q('id')})`;
      };
      const en = this.enforce(source, j);
      const ien = this.enforce(source, ij);
      const ind = this.startIndependent(w);
      ind.ifrom += ` JOIN ${q(source.name)} AS ${q(ij)} ON ${cond(ij, w.ialias)}${ien.sql}`;
      ind.iparams.push(...ien.params);
      const joins: JoinSpec[] = [
        { alias: j, sql: `LEFT JOIN ${q(source.name)} AS ${q(j)} ON ${cond(j, w.alias)}${en.sql}`, params: en.params },
      ];
      const walk: Walk = {
        collection: source,
        alias: j,
        ialias: ij,
        key,
        multi: true,
        hops: w.hops + 1,
        ifrom: ind.ifrom,
        iparams: ind.iparams,
      };
      return { walk, joins };
    });
  }

  private eachJoin(w: Walk, col: string, icol: string, key: string): Walk {
    return this.shared(key, () => {
      const e = this.aliases.next('_e');
      const ie = this.aliases.next('_e');
      const ind = this.startIndependent(w);
      ind.ifrom += ` JOIN ${this.d.jsonEach(icol, ie)}`;
      const walk: Walk = { ...w, alias: e, ialias: ie, key, multi: true, ifrom: ind.ifrom, iparams: ind.iparams };
      return { walk, joins: [{ alias: e, sql: `LEFT JOIN ${this.d.jsonEach(col, e)}`, params: [] }] };
    });
  }

  // ---- @collection ----------------------------------------------------------------------------

  private resolveCollectionJoin(path: string[], alias: string, modifier: string, identifier: string): Resolution {
    if (this.mode === 'client') throw new FilterError('Only superusers can filter by @collection.');
    const [name, ...rest] = path;
    const target = name ? this.lookup.getCollection(name) : undefined;
    if (!target || !rest.length) throw new FilterError(`invalid @collection identifier ${identifier}`);
    const q = this.d.quote;
    const key = `@collection.${target.id}:${alias}`;
    const start = this.shared(key, () => {
      const j = this.aliases.next('_c');
      const ij = this.aliases.next('_i');
      const walk: Walk = {
        collection: target,
        alias: j,
        ialias: ij,
        key,
        multi: true,
        hops: 0,
        ifrom: `${q(target.name)} AS ${q(ij)}`,
        iparams: [],
      };
      return { walk, joins: [{ alias: j, sql: `LEFT JOIN ${q(target.name)} AS ${q(j)} ON 1 = 1`, params: [] }] };
    });
    return this.walk(start, rest, modifier, identifier);
  }

  // ---- @request -------------------------------------------------------------------------------

  private static(value: unknown, modifier = ''): Resolution {
    const v = value === undefined ? null : value;
    if (modifier === 'lower') return { sql: this.d.lower('?'), params: [v] };
    if (modifier) throw new FilterError(`unsupported modifier :${modifier}`);
    return { sql: '?', params: [v], staticValue: { value: v } };
  }

  private staticList(values: unknown[], key: string, modifier: string): Resolution {
    if (modifier === 'length') return this.static(values.length);
    const json = JSON.stringify(values);
    const w = this.shared(key, () => {
      const e = this.aliases.next('_e');
      const ie = this.aliases.next('_e');
      const walk: Walk = {
        collection: this.base,
        alias: e,
        ialias: ie,
        key,
        multi: true,
        hops: 0,
        ifrom: this.d.jsonEachParam(ie),
        iparams: [json],
      };
      return { walk, joins: [{ alias: e, sql: `LEFT JOIN ${this.d.jsonEachParam(e)}`, params: [json] }] };
    });
    return this.value(w, this.d.jsonEachValue(w.alias), this.d.jsonEachValue(w.ialias), modifier === 'each' ? '' : modifier, false);
  }

  private resolveRequest(path: string[], modifier: string, identifier: string): Resolution {
    const [group, ...rest] = path;
    switch (group) {
      case 'context':
      case 'method':
        if (rest.length) throw new FilterError(`invalid identifier ${identifier}`);
        return this.static(group === 'context' ? this.req.context : this.req.method, modifier);
      case 'headers':
      case 'query': {
        const bag = group === 'headers' ? this.req.headers : this.req.query;
        const key = rest.join('.');
        if (modifier === 'isset') return this.static(Object.hasOwn(bag, key));
        return this.static(Object.hasOwn(bag, key) ? bag[key] : null, modifier);
      }
      case 'auth':
        return this.resolveAuth(rest, modifier, identifier);
      case 'body':
        return this.resolveBody(rest, modifier, identifier);
      default:
        if (modifier === 'isset') return this.static(false);
        return this.static(null, modifier);
    }
  }

  private resolveAuth(path: string[], modifier: string, identifier: string): Resolution {
    const auth = this.req.auth;
    if (!path.length) throw new FilterError(`invalid identifier ${identifier}`);
    if (!auth) return this.static(null, modifier === 'isset' ? '' : modifier);
    const [name, ...rest] = path as [string, ...string[]];
    if (STATIC_AUTH_KEYS.has(name) && !rest.length) {
      const v = name === 'collectionId' ? auth.collection.id : name === 'collectionName' ? auth.collection.name : auth.record[name];
      return this.static(v, modifier);
    }
    const field = auth.collection.fields.find((f) => f.name === name);
    if (!field) return this.static(null, modifier);
    const value = auth.record[name];
    if (rest.length && field.type === 'relation') {
      return this.submittedRelation(field, value, `@auth.${name}`, rest, modifier, identifier);
    }
    if (rest.length && field.type === 'json') return this.static(digJson(value, rest), modifier);
    if (rest.length) throw new FilterError(`invalid identifier ${identifier}`);
    if (Array.isArray(value)) return this.staticList(value, `@auth.${name}:each`, modifier);
    return this.static(value, modifier);
  }

  private resolveBody(path: string[], modifier: string, identifier: string): Resolution {
    const [name, ...rest] = path;
    if (!name) throw new FilterError(`invalid identifier ${identifier}`);
    const body = this.req.body;
    const present = Object.hasOwn(body, name);
    const field = this.base.fields.find((f) => f.name === name);
    if (modifier === 'isset' && !rest.length) return this.static(present);
    if (modifier === 'changed' && !rest.length) {
      if (!field) throw new FilterError(`:changed needs a collection field (${identifier})`);
      if (!present) return this.static(0);
      const type = getFieldType(field.type);
      const dbValue = type ? type.toDb(field, body[name]) : body[name];
      const col = `${this.d.quote(this.baseAlias)}.${this.d.quote(name)}`;
      return { sql: `(CASE WHEN COALESCE(${this.d.text(col)}, '') = COALESCE(${this.d.text('?')}, '') THEN 0 ELSE 1 END)`, params: [dbValue] };
    }
    const value = body[name];
    if (rest.length && field?.type === 'relation') {
      return this.submittedRelation(field, value, `@body.${name}`, rest, modifier, identifier);
    }
    if (rest.length && (field?.type === 'json' || field === undefined)) return this.static(digJson(value, rest), modifier);
    if (rest.length) throw new FilterError(`invalid identifier ${identifier}`);
    if (Array.isArray(value)) return this.staticList(value, `@body.${name}:each`, modifier);
    if (modifier === 'length') return this.static(value === undefined || value === null || value === '' ? 0 : 1);
    if (modifier === 'each') return this.staticList(value === undefined || value === '' ? [] : [value], `@body.${name}:each`, '');
    return this.static(value, modifier);
  }

  /** traversal through relation ids known at compile time (`@request.auth.rel.x`, `@request.body.rel.x`) */
  private submittedRelation(
    field: FieldDef,
    value: unknown,
    key: string,
    rest: string[],
    modifier: string,
    identifier: string,
  ): Resolution {
    const target = this.targetOf(field, identifier);
    const ids = Array.isArray(value) ? value : value ? [value] : [];
    if (rest.length === 1 && rest[0] === 'id') {
      return Array.isArray(value) ? this.staticList(ids, `${key}:each`, modifier) : this.static(value ?? '', modifier);
    }
    const q = this.d.quote;
    const w = this.shared(key, () => {
      const multi = Array.isArray(value);
      const j = this.aliases.next();
      const ij = this.aliases.next('_i');
      const e = this.aliases.next('_e');
      const ie = this.aliases.next('_e');
      const json = JSON.stringify(ids);
      const walk: Walk = {
        collection: target,
        alias: j,
        ialias: ij,
        key,
        multi,
        hops: 1,
        ifrom: `${this.d.jsonEachParam(ie)} JOIN ${q(target.name)} AS ${q(ij)} ON ${q(ij)}.${q('id')} = ${this.d.jsonEachValue(ie)}`,
        iparams: [json],
      };
      const joins: JoinSpec[] = multi
        ? [
            { alias: e, sql: `LEFT JOIN ${this.d.jsonEachParam(e)}`, params: [json] },
            { alias: j, sql: `LEFT JOIN ${q(target.name)} AS ${q(j)} ON ${q(j)}.${q('id')} = ${this.d.jsonEachValue(e)}`, params: [] },
          ]
        : [{ alias: j, sql: `LEFT JOIN ${q(target.name)} AS ${q(j)} ON ${q(j)}.${q('id')} = ?`, params: [ids[0] ?? ''], single: true }];
      return { walk, joins };
    });
    return this.walk(w, rest, modifier, identifier);
  }
}
