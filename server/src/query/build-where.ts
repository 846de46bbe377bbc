/**
 * Compiles a parsed filter (filter/ast.ts) into a parameterised SQL condition, asking a
 * FieldResolver what identifiers mean.
 *
 * Why one long file (about 600 lines): the operator semantics below (multi-valued operands, joins,
 * the keyed forms of decision 0037/0044) are one recursive compiler whose cases call each other;
 * split across files they would have to pass the compile state around and import each other in a
 * cycle. Helpers that stand alone live beside it (macros.ts, rebase-expr.ts).
 *
 * Multi-valued operands (Resolution.multi): the `?` operators ("at least one item") are the plain
 * comparison on the shared joined row; the other operators ("all items") add
 *   `NOT EXISTS (SELECT 1 FROM <independent.from> WHERE NOT COALESCE((<cond on item>), FALSE))`.
 * When both sides are multi-valued, every pair of items must satisfy the comparison:
 *   `NOT EXISTS (SELECT 1 FROM <left.from> WHERE EXISTS (SELECT 1 FROM <right.from> WHERE NOT COALESCE((<cond>), FALSE)))`.
 *
 * If the resolver registered joins, the condition reads them through
 *   `EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" <joins> WHERE <cond>)`
 * semi-joins (instead of JOIN + DISTINCT), each placed around the smallest part of the condition
 * that reads its joins (JoinScope, decision 0034): every comparison of one expression still shares
 * the same joined row, and unrelated joins (two `@collection` aliases) never make a cross product.
 *
 * When the whole condition reads the base row only through one single-relation column (e.g.
 * `author.permissions.active = true` reads only `posts.author`), it is a function of that column's
 * value, and the result also carries `keyed`: the same condition evaluated once per related row
 * (`posts.author IN (SELECT id FROM users WHERE <condition for that user>)`, index friendly) plus
 * what it is for a value that matches no related row (a constant, `nullCase`). See keyedWhere().
 */
import type { ComparisonOp, Expr } from '../filter/ast.js';
import type { Dialect } from '../storage/dialect.js';
import { compare, type BaseOp } from './compare.js';
import type { FieldResolver, JoinSpec, SqlFragment } from './field-resolver.js';
import { compileOperand, type MultiPath, type OperandContext, type Value } from './operand.js';
import { frag, joinFragments, normalizeParams } from './sql-fragment.js';

export interface BuildWhereOptions {
  dialect: Dialect;
  /** the time macros (`@now`, …) are computed from; default: the current time */
  now?: Date;
  /**
   * Compiles `expr`, a part of the condition that reads the base row only through the single
   * relation `key` (every identifier of the base row written `<field>.…` or `<field>`), as a
   * condition on the related collection itself (`member.user = x` → `user = x` on members), with
   * its own base alias `alias`; undefined when it cannot. Lets a keyed part read the related table
   * through its indexes too (keyPart()) instead of testing every related row. For a client filter,
   * under the related collection's list rule (compile-rule.ts, decision 0044).
   */
  rebase?: (expr: Expr, key: JoinKey, alias: string) => WhereFragment | undefined;
  /**
   * The base row's alias, when its `id` is a primary key (never null). Lets an `@collection` alias
   * compared with the row's id (`@collection.circle_members.circle.member ?= id`) be read as
   * `id IN (SELECT … FROM circle_members … WHERE <its other conditions>)`, driven by the alias's own
   * indexes instead of once per base row (JoinScope.semiJoin, decision 0044).
   */
  baseAlias?: string;
  /**
   * A fresh prefix for the aliases of one keyed subquery (`_k<n>` → `_k<n>a`, `_k<n>r`), unique within
   * the whole compile (nested compiles of `rebase` included). Deterministic per compile, so that the
   * same rule compiled twice gives the same SQL text and the compiled-rule cache can hit (decision
   * 0044). Default: a counter of this call.
   */
  keyAlias?: () => string;
  /**
   * The base row's fields whose equality with a given value picks a handful of rows through an index
   * (its `id`, its single relations). An AND holding `field = "value"` on one of them is not keyed on
   * another relation: the row's own index finds the few rows, and the other conjuncts are tested on
   * those only. Keyed, they became an uncorrelated `IN (…)` over the whole related table
   * (`member = "…" && (plan = "" || plan.status != "draft")` read all 8,000 plans under their rule,
   * 0.57 s at scale 1 on PostgreSQL; decision 0051).
   */
  rowKey?: (field: string) => boolean;
}

type JoinKey = NonNullable<JoinSpec['keyed']>;

export interface WhereFragment extends SqlFragment {
  keyed?: KeyedWhere;
}

/**
 * The condition as a function of one column `baseRef` of the base row:
 * - `inSet`: `baseRef IN (related ids for which the condition holds)`
 * - `nullCase`: a one-row SELECT of column `c`, the condition's value for a `baseRef` that matches no related row
 * - `unmatched`: `baseRef` matches no related row
 * The condition equals `inSet` when nullCase is false, `(inSet OR unmatched)` when it is true.
 */
export interface KeyedWhere {
  inSet: SqlFragment;
  nullCase: SqlFragment;
  unmatched: SqlFragment;
}

export function buildWhere(expr: Expr, resolver: FieldResolver, opts: BuildWhereOptions): WhereFragment {
  const ctx: OperandContext = { resolver, dialect: opts.dialect, now: opts.now ?? new Date() };
  const keyAlias = opts.keyAlias ?? counter();
  const tree = compileExpr(expr, ctx);
  const d = opts.dialect;
  const joins = resolver.joins();
  if (!joins.length || joins.some((j) => !j.sql.startsWith('LEFT JOIN '))) {
    const cond = render(tree);
    if (!joins.length) return { sql: cond.sql, params: normalizeParams(cond.params) };
    return withKeyed(frag`EXISTS (SELECT 1 FROM (SELECT 1) AS ${d.quote('_d')} ${joinFragments(referencedJoins(joins, cond.sql, d), ' ')} WHERE ${cond})`, joins, d, keyAlias);
  }
  const scope = new JoinScope(joins, d, opts.baseAlias);
  const whole = withKeyed(scope.place(tree, new Set()), scope.used(), d, keyAlias);
  // keyed in parts, or as a whole when its part can be compiled on the related collection (rebase)
  if (opts.rowKey && pinnedByRow(tree, opts.rowKey)) return { sql: whole.sql, params: whole.params };
  return whole.keyed && !opts.rebase ? whole : (splitKeyed(tree, scope, joins, d, whole, opts.rebase, keyAlias, opts.rowKey) ?? whole);
}

/** `_k1`, `_k2`, … (BuildWhereOptions.keyAlias's default) */
function counter(): () => string {
  let n = 0;
  return () => `_k${++n}`;
}


function withKeyed(f: SqlFragment, joins: JoinSpec[], d: Dialect, keyAlias: () => string): WhereFragment {
  const sql = f.sql;
  const params = normalizeParams(f.params);
  const k = joins.find((j) => j.keyed)?.keyed;
  const keyed = k ? keyedWhere(sql, params, k, d, keyAlias()) : undefined;
  return keyed ? { sql, params, keyed } : { sql, params };
}

/**
 * A condition that reads the base row through more than one column (`member…` or `counselor…`),
 * so that withKeyed() cannot key it as a whole, is keyed in parts (keyPart()): in an OR, each
 * disjunct that reads the base row through one single-relation column becomes
 * `column IN (related ids for which it holds)` (the disjuncts of one column share one IN); in an
 * AND, the first conjunct that can be keyed is, the others stay as they are:
 *   `… AND (member IN (…) OR counselor IN (…) OR (assignee = ? AND …)) AND …`
 *   `… AND (member IN (…) OR (visibility = 'member' AND member IN (…)))`
 * An OR of indexable terms is read through the indexes (SQLite's OR optimisation, PostgreSQL's
 * BitmapOr over `= ANY(ARRAY(…))`, Dialect.inSubquery), not row by row. The result is a KeyedWhere:
 * `nullCase` is true when some keyed part holds for a column value that matches no related row; the
 * store then uses `inSet OR unmatched` with `unmatched` the whole condition as compiled, which is the
 * condition itself (inSet implies it). Undefined when nothing can be keyed this way (e.g. parts of
 * an AND that read the same `@collection` alias are never separated).
 */
function splitKeyed(tree: Cond, scope: JoinScope, joins: JoinSpec[], d: Dialect, whole: SqlFragment, rebase: BuildWhereOptions['rebase'], keyAlias: () => string, rowKey?: (field: string) => boolean): WhereFragment | undefined {
  const keys = [...new Map(joins.flatMap((j) => (j.keyed ? [[j.keyed.baseRef, j.keyed] as const] : []))).values()];
  if (!keys.length) return undefined;
  const k = keyPart(tree, { scope, keys, d, rebase, keyAlias, rowKey });
  if (!k) return undefined;
  const nullCase = joinFragments(k.nulls, ' OR ');
  return {
    sql: whole.sql,
    params: whole.params,
    keyed: {
      inSet: { sql: `(${k.term.sql})`, params: normalizeParams(k.term.params) },
      nullCase: { sql: `SELECT (${nullCase.sql}) AS ${d.quote('c')}`, params: normalizeParams(nullCase.params) },
      unmatched: { sql: whole.sql, params: whole.params },
    },
  };
}

type Key = JoinKey;
interface KeyContext {
  scope: JoinScope;
  keys: Key[];
  d: Dialect;
  rebase: BuildWhereOptions['rebase'];
  keyAlias: () => string;
  rowKey?: (field: string) => boolean;
}
interface KeyedPart {
  /** the part with its keyed pieces as `column IN (…)` */
  term: SqlFragment;
  /** per keyed piece: its value for a column that matches no related row */
  nulls: SqlFragment[];
}

function keyPart(c: Cond, ctx: KeyContext): KeyedPart | undefined {
  const { scope, keys } = ctx;
  const place = (x: Cond): SqlFragment => {
    const f = scope.place(x, new Set());
    return { sql: f.sql, params: normalizeParams(f.params) };
  };
  const keyOf = (f: SqlFragment) => keys.find((k) => f.sql.includes(k.baseRef) && substituteBaseRef(f.sql, k.baseAlias, k.baseRef, 'NULL') !== null);
  if (c.kind === 'or') {
    const plain: SqlFragment[] = [];
    const inner: KeyedPart[] = [];
    const byKey = new Map<Key, Cond[]>();
    const placed = new Map<Cond, SqlFragment>();
    for (const x of disjuncts(c)) {
      const f = place(x);
      placed.set(x, f);
      const key = keyOf(f);
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), x]);
      else {
        const k = x.kind === 'and' ? keyPart(x, ctx) : undefined;
        if (k) inner.push(k);
        else plain.push(f);
      }
    }
    if (!byKey.size && !inner.length) return undefined;
    const terms: SqlFragment[] = [];
    const nulls: SqlFragment[] = [];
    for (const [key, xs] of byKey) {
      const k = inTerm(joinFragments(xs.map((x) => placed.get(x)!), ' OR '), key, ctx, xs.map((x) => x.expr).reduce((l, r) => ({ kind: 'or', left: l, right: r })));
      if (!k) return undefined;
      terms.push(k.term);
      nulls.push(...k.nulls);
    }
    for (const k of inner) {
      terms.push(k.term);
      nulls.push(...k.nulls);
    }
    return { term: frag`(${joinFragments([...terms, ...plain], ' OR ')})`, nulls };
  }
  if (c.kind === 'and') {
    const parts = conjuncts(c);
    if (!scope.independent(parts)) return undefined;
    if (ctx.rowKey && pinnedByRow(c, ctx.rowKey)) return undefined;
    // the conjuncts that read the row only through one relation, keyed together: one IN on the related
    // collection, where their conjunction is keyed again by its own best part (a chat's member, not
    // its participants array); k IN {r | A(r)} AND k IN {r | B(r)} = k IN {r | A(r) AND B(r)}
    const placedParts = parts.map(place);
    const key = placedParts.map(keyOf).find((k) => k !== undefined);
    // a conjunct on the column itself (`chat = ?`, no join) stays on the row, where its index reads it
    const same = key ? parts.flatMap((p, i) => (keyOf(placedParts[i]!) === key && scope.reads(p) ? [i] : [])) : [];
    if (key && same.length > 1) {
      const expr = same.map((i) => parts[i]!.expr).reduce((l, r) => ({ kind: 'and', left: l, right: r }));
      const k = inTerm(joinFragments(same.map((i) => placedParts[i]!), ' AND '), key, ctx, expr, true);
      if (k) {
        const rest = parts.flatMap((_, j) => (j === same[0] ? [k.term] : same.includes(j) ? [] : [placedParts[j]!]));
        return { term: rest.length > 1 ? frag`(${joinFragments(rest, ' AND ')})` : k.term, nulls: k.nulls };
      }
    }
    for (const [i, p] of parts.entries()) {
      const f = p.kind === 'leaf' ? place(p) : undefined;
      const whole = f && scope.reads(p) && keyOf(f);
      const k = whole ? inTerm(f, whole, ctx, p.expr) : p.kind !== 'leaf' ? keyPart(p, ctx) : undefined;
      if (k) return { term: frag`(${joinFragments(parts.map((x, j) => (j === i ? k.term : place(x))), ' AND ')})`, nulls: k.nulls };
    }
    return undefined;
  }
  const f = place(c);
  const key = keyOf(f);
  return key ? inTerm(f, key, ctx, c.expr) : undefined;
}

/**
 * `f` (compiled from `expr`), which reads the base row only through `key`'s column, as
 * `column IN (ids for which f holds)`: the ids from `expr` compiled on the related collection
 * (ctx.rebase, read through its indexes) when it can be, else from `f` with the column replaced
 * by each related row's id (every related row is tested)
 */
function inTerm(f: SqlFragment, key: Key, ctx: KeyContext, expr: Expr, onlyRebased = false): KeyedPart | undefined {
  const { d } = ctx;
  const seq = ctx.keyAlias();
  const a = d.quote(`${seq}a`);
  if (f.sql.includes(a)) return undefined;
  const forNone = substituteBaseRef(f.sql, key.baseAlias, key.baseRef, 'NULL');
  if (forNone === null) return undefined;
  // a column value that matches no related row: empty (NULL) or dangling (an id no row has, `'-'`
  // is never one); they differ only where the column itself is read (`author != ''`)
  const forDangling = substituteBaseRef(f.sql, key.baseAlias, key.baseRef, "'-'");
  const nulls = [forDangling === null ? { sql: `(${forNone})`, params: f.params } : { sql: `((${forNone}) OR (${forDangling}))`, params: [...f.params, ...f.params] }];
  const rebased = ctx.rebase?.(expr, key, `${seq}r`);
  if (rebased) {
    const r = d.quote(`${seq}r`);
    const where = rebased.keyed ? keyedCondition(rebased.keyed, false) : rebased;
    // the related part's own null case, when it is keyed: true sends the whole condition to its plain form
    if (rebased.keyed) nulls.push({ sql: `(${rebased.keyed.nullCase.sql})`, params: rebased.keyed.nullCase.params });
    return {
      term: { sql: d.inSubquery(key.baseRef, `SELECT ${r}.${d.quote('id')} FROM ${key.table} AS ${r} WHERE ${where.sql}`), params: where.params },
      nulls,
    };
  }
  if (onlyRebased) return undefined;
  const perRelated = substituteBaseRef(f.sql, key.baseAlias, key.baseRef, `${a}.${d.quote('id')}`);
  if (perRelated === null) return undefined;
  return {
    term: { sql: d.inSubquery(key.baseRef, `SELECT ${a}.${d.quote('id')} FROM ${key.table} AS ${a} WHERE ${perRelated}`), params: f.params },
    nulls,
  };
}

/**
 * The joins the condition reads (directly or through a later join that is kept). A `LEFT JOIN`
 * nothing reads is dropped: inside `EXISTS (SELECT 1 FROM (SELECT 1) AS _d …)` it always yields at
 * least one row, so it cannot change the answer, only cost a per-row join (e.g. the item join of
 * a `:each` compared as a whole array, see eachAsWhole()).
 */
function referencedJoins(joins: JoinSpec[], condSql: string, d: Dialect): JoinSpec[] {
  const kept: JoinSpec[] = [];
  for (let i = joins.length - 1; i >= 0; i--) {
    const j = joins[i]!;
    const ref = d.quote(j.alias);
    if (!j.sql.startsWith('LEFT JOIN ') || condSql.includes(ref) || kept.some((k) => k.sql.includes(ref))) kept.unshift(j);
  }
  return kept;
}

/**
 * True when one conjunct of `c` is `field = "value"` (a non-empty text) on a field of the base row that
 * `rowKey` names (BuildWhereOptions.rowKey): the row's own index then finds the rows.
 */
const pinnedByRow = (c: Cond, rowKey: (field: string) => boolean): boolean =>
  conjuncts(c).some(({ expr: e }) => e.kind === 'comparison' && e.op === '=' && [[e.left, e.right], [e.right, e.left]].some(([id, v]) => id?.kind === 'identifier' && v?.kind === 'text' && v.value !== '' && rowKey(id.name)));

/** a compiled condition, kept as a tree until its joins are placed (see JoinScope) */
type Cond = { kind: 'leaf'; f: SqlFragment; expr: Expr } | { kind: 'and' | 'or'; left: Cond; right: Cond; expr: Expr };

function render(c: Cond): SqlFragment {
  if (c.kind === 'leaf') return c.f;
  return frag`(${render(c.left)} ${c.kind === 'and' ? 'AND' : 'OR'} ${render(c.right)})`;
}

const conjuncts = (c: Cond): Cond[] => (c.kind === 'and' ? [...conjuncts(c.left), ...conjuncts(c.right)] : [c]);
const disjuncts = (c: Cond): Cond[] => (c.kind === 'or' ? [...disjuncts(c.left), ...disjuncts(c.right)] : [c]);

/**
 * Places every join in the smallest part of the condition that reads it (decision 0034). Each join
 * of the resolver is a variable bound by `EXISTS` ("some joined row"); a `LEFT JOIN` always yields
 * at least one row (a null row when nothing matches), so the usual equivalences of an existential
 * over a non-empty domain hold and keep PocketBase's meaning of one alias shared by the whole
 * expression exactly:
 *   EXISTS x (A OR B)  = EXISTS x A OR EXISTS x B
 *   EXISTS x (A AND B) = (EXISTS x A) AND B            when B does not read x
 * So an OR gives each side its own EXISTS, and an AND binds together only the joins that two of its
 * parts share (the same `@collection` alias, the same relation path), then places the rest inside.
 * Unrelated `@collection` aliases never meet in one FROM (no cross product): each is a correlated
 * subquery driven by its own indexed conditions. A join is always bound with the joins it is
 * reached through (its ON clause names them).
 */
class JoinScope {
  private readonly refsOf = new Map<Cond, Set<string>>();
  private readonly parents = new Map<string, Set<string>>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly joins: JoinSpec[],
    private readonly d: Dialect,
    private readonly baseAlias?: string,
  ) {
    for (const j of joins) this.parents.set(j.alias, this.closure(j.sql, j.alias));
  }

  /** the joins some placed EXISTS binds, in order */
  used(): JoinSpec[] {
    return this.joins.filter((j) => this.seen.has(j.alias));
  }

  /** the join aliases `sql` reads, with the joins each is reached through */
  private closure(sql: string, self?: string): Set<string> {
    const out = new Set<string>();
    for (const j of this.joins) {
      if (j.alias === self || !sql.includes(this.d.quote(j.alias))) continue;
      out.add(j.alias);
      for (const p of this.parents.get(j.alias) ?? []) out.add(p);
    }
    return out;
  }

  private refs(c: Cond): Set<string> {
    let r = this.refsOf.get(c);
    if (!r) {
      r = c.kind === 'leaf' ? this.closure(c.f.sql) : new Set([...this.refs(c.left), ...this.refs(c.right)]);
      this.refsOf.set(c, r);
    }
    return r;
  }

  /** a join that yields exactly one row per row of what it is reached through (JoinSpec.single) */
  private single(alias: string): boolean {
    const j = this.joins.find((x) => x.alias === alias);
    return !!j?.single && [...(this.parents.get(alias) ?? [])].every((p) => this.single(p));
  }

  /** `c` reads some join */
  reads(c: Cond): boolean {
    return this.refs(c).size > 0;
  }

  /** no two of `parts` read the same join that is not single: each may be placed on its own */
  independent(parts: Cond[]): boolean {
    const seen = new Set<string>();
    for (const p of parts) {
      const mine = [...this.refs(p)].filter((a) => !this.single(a));
      if (mine.some((a) => seen.has(a))) return false;
      for (const a of mine) seen.add(a);
    }
    return true;
  }

  private free(c: Cond, bound: Set<string>): Set<string> {
    return new Set([...this.refs(c)].filter((a) => !bound.has(a)));
  }

  place(c: Cond, bound: Set<string>): SqlFragment {
    const free = this.free(c, bound);
    if (!free.size) return render(c);
    if (c.kind === 'leaf') return this.semiJoin(free, [c], c, bound) ?? this.exists(free, c.f);
    if (c.kind === 'or') return frag`(${this.place(c.left, bound)} OR ${this.place(c.right, bound)})`;
    const parts = conjuncts(c);
    const frees = parts.map((p) => this.free(p, bound));
    const uses = new Map<string, number>();
    for (const f of frees) for (const a of f) uses.set(a, (uses.get(a) ?? 0) + 1);
    // a single join (one row per row it is reached through) need not be shared: each conjunct binds its own
    const shared = (f: Set<string>) => [...f].filter((a) => uses.get(a)! > 1 && !this.single(a));
    // conjuncts connected through shared joins form one group bound by one EXISTS
    const group = parts.map((_, i) => i);
    const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
    const owner = new Map<string, number>();
    frees.forEach((f, i) => {
      for (const a of shared(f)) {
        const o = owner.get(a);
        if (o === undefined) owner.set(a, i);
        else group[root(i)] = root(o);
      }
    });
    const groups = new Map<number, number[]>();
    parts.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
    const out: SqlFragment[] = [];
    for (const idx of groups.values()) {
      const binds = new Set(idx.flatMap((i) => shared(frees[i]!)));
      if (!binds.size) {
        out.push(this.place(parts[idx[0]!]!, bound));
        continue;
      }
      const inner = new Set([...bound, ...binds]);
      const semi = this.semiJoinOf(idx.map((i) => parts[i]!), binds, bound);
      if (semi) {
        out.push(semi);
        continue;
      }
      const body = joinFragments(idx.map((i) => this.place(parts[i]!, inner)), ' AND ');
      out.push(this.exists(binds, idx.length > 1 ? frag`(${body})` : body));
    }
    return out.length > 1 ? frag`(${joinFragments(out, ' AND ')})` : out[0]!;
  }

  /** semiJoin() for the group `parts` that binds `binds`: the one leaf that compares with the row's id, if any */
  private semiJoinOf(parts: Cond[], binds: Set<string>, bound: Set<string>): SqlFragment | undefined {
    const eqs = parts.filter((p) => p.kind === 'leaf' && this.idEquality(p.f) !== undefined);
    return eqs.length === 1 ? this.semiJoin(binds, parts, eqs[0]!, bound) : undefined;
  }

  /**
   * `COALESCE(<x>, '') = COALESCE("<base>"."id", '')` (a `?=`/`=` between a joined value and the
   * row's id, either side; the compiled form of compare.ts) → `<x>`; undefined for anything else.
   */
  private idEquality(f: SqlFragment): string | undefined {
    if (!this.baseAlias || f.params.length) return undefined;
    const col = `${this.d.quote(this.baseAlias)}.${this.d.quote('id')}`;
    // PostgreSQL's compare casts both sides to text
    const ids = [`COALESCE(${col}, '')`, `COALESCE(CAST(${col} AS TEXT), '')`];
    const m = /^COALESCE\((.+), ''\) = (COALESCE\(.+, ''\))$/s.exec(f.sql);
    if (!m) return undefined;
    const x = ids.includes(m[2]!) ? m[1]! : ids.includes(`COALESCE(${m[1]!}, '')`) ? m[2]!.slice('COALESCE('.length, -", '')".length) : undefined;
    if (!x || x.includes(this.d.quote(this.baseAlias))) return undefined;
    return x;
  }

  /**
   * `EXISTS <binds> (A AND … AND x = row.id)` (one leaf `eq` of `parts` compares a joined value x
   * with the row's id) as `row.id IN (SELECT COALESCE(x, '') FROM <binds and the joins x reads> WHERE A AND …)`:
   * the same rows (∃r (A(r) ∧ x(r) = id) ⟺ id ∈ {x(r) | A(r)}; id is a primary key, never null, so
   * COALESCE(id, '') = id), but read once through the joins' own indexes (a caregiver's circle rows
   * by user and status) instead of once per base row. The joins stay shared by every condition
   * exactly as in the EXISTS (PocketBase's one row per `@collection` alias, decision 0034).
   */
  private semiJoin(binds: Set<string>, parts: Cond[], eq: Cond, bound: Set<string>): SqlFragment | undefined {
    if (eq.kind !== 'leaf') return undefined;
    const x = this.idEquality(eq.f);
    if (x === undefined || !this.baseAlias) return undefined;
    const aliases = new Set([...binds, ...this.free(eq, bound)]);
    const inner = new Set([...bound, ...aliases]);
    const rest = parts.filter((p) => p !== eq).map((p) => this.place(p, inner));
    const joins = this.joins.filter((j) => aliases.has(j.alias));
    if (joins.some((j) => !j.sql.startsWith('LEFT JOIN '))) return undefined;
    for (const j of joins) this.seen.add(j.alias);
    const from = frag`SELECT COALESCE(${x}, '') FROM (SELECT 1) AS ${this.d.quote('_d')} ${joinFragments(joins, ' ')}`;
    const select = rest.length ? frag`${from} WHERE ${joinFragments(rest, ' AND ')}` : from;
    const s = { sql: select.sql, params: normalizeParams(select.params) };
    return { sql: this.d.inSubquery(`${this.d.quote(this.baseAlias)}.${this.d.quote('id')}`, s.sql), params: s.params };
  }

  private exists(aliases: Set<string>, where: SqlFragment): SqlFragment {
    const joins = this.joins.filter((j) => aliases.has(j.alias));
    for (const j of joins) this.seen.add(j.alias);
    return frag`EXISTS (SELECT 1 FROM (SELECT 1) AS ${this.d.quote('_d')} ${joinFragments(joins, ' ')} WHERE ${where})`;
  }
}

/**
 * Replaces every `baseRef` outside string literals by `by`; null when the base alias also appears
 * in any other form (the condition reads more of the base row than that one column). Only a column
 * reference (`"members".…`) reads the base row: the same quoted name as a table (`LEFT JOIN "members"
 * AS "_j1"`, a relation of a collection to itself such as a member's `subscriber`) does not, and
 * made every self-relation unkeyable, so `subscriber.user = me` was tested on every member (0051).
 */
function substituteBaseRef(sql: string, baseAlias: string, baseRef: string, by: string): string | null {
  let out = '';
  let inString = false;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (inString) {
      out += ch;
      if (ch === "'") inString = false;
    } else if (ch === "'") {
      inString = true;
      out += ch;
    } else if (sql.startsWith(`${baseAlias}.`, i)) {
      if (!sql.startsWith(baseRef, i)) return null;
      out += by;
      i += baseRef.length - 1;
    } else out += ch;
  }
  return out;
}

function keyedWhere(sql: string, params: unknown[], k: NonNullable<JoinSpec['keyed']>, d: Dialect, prefix: string): KeyedWhere | undefined {
  const a = d.quote(`${prefix}a`);
  const b = d.quote(`${prefix}b`);
  if (sql.includes(a) || sql.includes(b)) return undefined;
  const perRelated = substituteBaseRef(sql, k.baseAlias, k.baseRef, `${a}.${d.quote('id')}`);
  const forNone = substituteBaseRef(sql, k.baseAlias, k.baseRef, 'NULL');
  if (perRelated === null || forNone === null) return undefined;
  return {
    inSet: { sql: `${k.baseRef} IN (SELECT ${a}.${d.quote('id')} FROM ${k.table} AS ${a} WHERE ${perRelated})`, params },
    nullCase: { sql: `SELECT ${forNone} AS ${d.quote('c')}`, params },
    unmatched: { sql: `NOT EXISTS (SELECT 1 FROM ${k.table} AS ${b} WHERE ${b}.${d.quote('id')} = ${k.baseRef})`, params: [] },
  };
}

/** the condition of `w` in its index-friendly form, given the value of its `nullCase` */
export function keyedCondition(k: KeyedWhere, nullCase: boolean): SqlFragment {
  if (!nullCase) return k.inSet;
  return { sql: `(${k.inSet.sql} OR ${k.unmatched.sql})`, params: [...k.inSet.params, ...k.unmatched.params] };
}

function compileExpr(expr: Expr, ctx: OperandContext): Cond {
  switch (expr.kind) {
    case 'and':
    case 'or':
      return { kind: expr.kind, left: compileExpr(expr.left, ctx), right: compileExpr(expr.right, ctx), expr };
    case 'comparison':
      return { kind: 'leaf', f: compileComparison(expr.op, compileOperand(expr.left, ctx), compileOperand(expr.right, ctx), ctx), expr };
  }
}

function compileComparison(op: ComparisonOp, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const any = op.startsWith('?');
  const base = (any ? op.slice(1) : op) as BaseOp;
  const whole = eachAsWhole(base, any, l, r, ctx.dialect);
  if (whole) return whole;
  const shared = compare(base, l, r, ctx.dialect);
  if (any || (!l.multi && !r.multi)) return shared;
  const all = l.multi && r.multi ? allPairs(base, l.multi, r.multi, l, r, ctx) : allItems(base, l, r, ctx);
  return frag`(${shared} AND ${all})`;
}

/**
 * `field:each` (one array per row) `=` / `!=` a non-empty text value, answered on the array as a
 * whole. With H = "some item equals it" and O = "every item equals it" (true for an empty array):
 * `=` (all items) is H AND O, `!=` (no item equals) NOT H, `?=` H, `?!=` (some item differs, or
 * none at all) NOT (H AND O): what the item-by-item form answers, without a per-row subquery.
 */
function eachAsWhole(op: BaseOp, any: boolean, l: Value, r: Value, d: Dialect): SqlFragment | undefined {
  if (op !== '=' && op !== '!=') return undefined;
  const [each, other] = l.eachOf ? [l.eachOf, r] : [r.eachOf, l];
  if (!each || other.multi || other.eachOf) return undefined;
  const text = other.static?.value;
  if (typeof text !== 'string' || text === '') return undefined;
  const has: SqlFragment = { sql: d.jsonArrayHas(each), params: [text] };
  const only: SqlFragment = { sql: d.jsonArrayOnly(each), params: [text] };
  if (op === '=') return any ? has : frag`(${has} AND ${only})`;
  return any ? frag`(NOT (${has} AND ${only}))` : frag`(NOT ${has})`;
}

const itemOf = (v: Value, m: MultiPath): Value => ({
  sql: m.valueSql,
  params: m.valueParams,
  ...(v.noCoalesce ? { noCoalesce: true } : {}),
  ...(v.textColumn ? { textColumn: true } : {}),
  ...(m.typedSql ? { typedSql: m.typedSql } : {}),
});

/** exactly one side multi-valued: no item may fail the comparison */
function allItems(op: BaseOp, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const m = (l.multi ?? r.multi)!;
  const cond = l.multi ? compare(op, itemOf(l, m), r, ctx.dialect) : compare(op, l, itemOf(r, m), ctx.dialect);
  const from: SqlFragment = { sql: m.from, params: m.fromParams };
  return frag`NOT EXISTS (SELECT 1 FROM ${from} WHERE NOT COALESCE((${cond}), FALSE))`;
}

/** both sides multi-valued: no pair of items may fail the comparison */
function allPairs(op: BaseOp, lm: MultiPath, rm: MultiPath, l: Value, r: Value, ctx: OperandContext): SqlFragment {
  const cond = compare(op, itemOf(l, lm), itemOf(r, rm), ctx.dialect);
  const lfrom: SqlFragment = { sql: lm.from, params: lm.fromParams };
  const rfrom: SqlFragment = { sql: rm.from, params: rm.fromParams };
  return frag`NOT EXISTS (SELECT 1 FROM ${lfrom} WHERE EXISTS (SELECT 1 FROM ${rfrom} WHERE NOT COALESCE((${cond}), FALSE)))`;
}
