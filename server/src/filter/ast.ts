/**
 * The filter language AST (PocketBase `fexpr` semantics). Produced by parser.ts from the
 * tokens of scanner.ts; consumed by query/build-where.ts. Nodes are plain immutable objects
 * tagged by `kind`.
 */

export type ComparisonOp =
  | '='
  | '!='
  | '>'
  | '>='
  | '<'
  | '<='
  | '~'
  | '!~'
  | '?='
  | '?!='
  | '?>'
  | '?>='
  | '?<'
  | '?<='
  | '?~'
  | '?!~';

export type Operand =
  /** `title`, `author.name`, `@request.auth.id`, `@collection.users:u.name`, `tags:each`, `true`, `null` */
  | { readonly kind: 'identifier'; readonly name: string }
  /** a quoted string with escapes resolved */
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'function'; readonly name: string; readonly args: readonly Operand[] };

export type Expr =
  | { readonly kind: 'comparison'; readonly op: ComparisonOp; readonly left: Operand; readonly right: Operand }
  | { readonly kind: 'and'; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'or'; readonly left: Expr; readonly right: Expr };

/** Limits (PocketBase search package): enforced by the parser. */
export const FILTER_LIMITS = {
  /** max characters of a filter string */
  maxLength: 3500,
  /** max comparison expressions */
  maxComparisons: 200,
  /** max nesting depth of parentheses */
  maxDepth: 32,
  /** max nesting of function calls */
  maxFunctionDepth: 2,
  /** max arguments of one function call */
  maxFunctionArgs: 10,
} as const;
