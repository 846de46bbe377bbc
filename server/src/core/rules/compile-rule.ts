/**
 * Compiles a rule or a client filter for a collection into parameterised SQL: parse (cached) →
 * record field resolver → build-where. The one path shared by list/view/update/delete rules,
 * client filters, realtime gating and protected files.
 */
import type { Expr } from '../../filter/ast.js';
import { parseFilter } from '../../filter/parser.js';
import { buildWhere, type BuildWhereOptions, type WhereFragment } from '../../query/build-where.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import type { Dialect } from '../../storage/dialect.js';
import type { Collection } from '../collections/collection.js';
import { AliasGen, RecordFieldResolver, type CollectionLookup, type ResolverMode } from './record-field-resolver.js';
import type { RequestInfo } from './request-info.js';
import { cachedCompile } from './rule-cache.js';
import { rebaseExpr } from './rebase-expr.js';
import { effectiveRule } from './effective-rule.js';
import { registerRuleCompiler } from './rule-compiler.js';
import { getFieldType } from '../fields/registry.js';

export function compileExpression(
  lookup: CollectionLookup,
  collection: Collection,
  alias: string,
  text: string,
  req: RequestInfo,
  dialect: Dialect,
  mode: ResolverMode,
  aliases: AliasGen = new AliasGen(),
): WhereFragment | null {
  const expr = parseFilter(text);
  if (!expr) return null;
  // compiled once per (schema, text, mode, alias, the request values it reads): see rule-cache.ts
  return cachedCompile({ lookup, collection, alias, text, req, dialect, mode, aliases }, (lk, rq) => compileParsed(lk, collection, alias, expr, rq, dialect, mode, aliases));
}

/**
 * The compile itself, uncached. A rule's part that reads the row through one relation may be
 * compiled on the related collection (`rebase`, decision 0037), so that it is read through that
 * collection's indexes.
 */
export function compileParsed(
  lookup: CollectionLookup,
  collection: Collection,
  alias: string,
  expr: Expr,
  req: RequestInfo,
  dialect: Dialect,
  mode: ResolverMode,
  aliases: AliasGen,
): WhereFragment {
  // keyed subqueries' aliases from the compile's own counter: the same rule compiled twice is the same SQL
  const keyAlias = () => aliases.next('_k');
  const rebase: BuildWhereOptions['rebase'] = (e, key, as) => {
    const target = key.field && key.target ? lookup.getCollection(key.target) : undefined;
    const re = target && rebaseExpr(e, key.field!);
    if (!re) return undefined;
    // a client filter reads the related row under that collection's list rule (the join's ON clause,
    // record-field-resolver enforce()): the rebased part reads it under the same rule (decision 0044)
    const listRule = mode === 'client' ? effectiveRule(target, 'list', req.auth) : '';
    if (listRule === null) return undefined;
    try {
      const inner = buildWhere(re, new RecordFieldResolver(lookup, target, as, req, mode, dialect, aliases), { dialect, rebase, keyAlias, rowKey: rowKey(target), ...idAlias(target, as) });
      const rule = listRule ? compileRule(lookup, target, as, listRule, req, dialect, aliases) : null;
      return rule ? underRule(rule, inner) : inner;
    } catch {
      return undefined; // not expressible on the related collection: keyed on its rows instead
    }
  };
  return buildWhere(expr, new RecordFieldResolver(lookup, collection, alias, req, mode, dialect, aliases), { dialect, rebase, keyAlias, rowKey: rowKey(collection), ...idAlias(collection, alias) });
}

/** the row's id and its single relations: `field = "value"` on one of them finds the rows by index (BuildWhereOptions.rowKey) */
function rowKey(c: Collection): (field: string) => boolean {
  const keys = new Set(['id', ...c.fields.filter((f) => f.type === 'relation' && !getFieldType(f.type)?.isMulti(f)).map((f) => f.name)]);
  return (field) => keys.has(field);
}

/** `rule AND where`, keyed forms included: rule ∧ (inSet ∨ unmatched) = (rule ∧ inSet) ∨ (rule ∧ unmatched) */
function underRule(rule: SqlFragment, where: WhereFragment): WhereFragment {
  const and = (f: SqlFragment): SqlFragment => ({ sql: `(${rule.sql}) AND (${f.sql})`, params: [...rule.params, ...f.params] });
  const k = where.keyed;
  return { ...and(where), ...(k ? { keyed: { inSet: and(k.inSet), nullCase: k.nullCase, unmatched: and(k.unmatched) } } : {}) };
}

/** the base alias whose `id` is a primary key (a view's id may be anything): see BuildWhereOptions.baseAlias */
const idAlias = (c: Collection, alias: string): { baseAlias?: string } => (c.type === 'view' ? {} : { baseAlias: alias });

/** An API rule (full access: hidden fields, @collection, @request). null = no condition. */
export function compileRule(
  lookup: CollectionLookup,
  collection: Collection,
  alias: string,
  rule: string,
  req: RequestInfo,
  dialect: Dialect,
  aliases?: AliasGen,
): SqlFragment | null {
  return compileExpression(lookup, collection, alias, rule, req, dialect, 'rule', aliases);
}

registerRuleCompiler(compileRule);
