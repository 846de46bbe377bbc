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
import { registerRuleCompiler } from './rule-compiler.js';

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
  const rebase: BuildWhereOptions['rebase'] =
    mode === 'rule'
      ? (e, key, as) => {
          const target = key.field && key.target ? lookup.getCollection(key.target) : undefined;
          const re = target && rebaseExpr(e, key.field!);
          if (!re) return undefined;
          try {
            return buildWhere(re, new RecordFieldResolver(lookup, target, as, req, mode, dialect, aliases), { dialect, rebase });
          } catch {
            return undefined; // not expressible on the related collection: keyed on its rows instead
          }
        }
      : undefined;
  return buildWhere(expr, new RecordFieldResolver(lookup, collection, alias, req, mode, dialect, aliases), { dialect, rebase });
}

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
