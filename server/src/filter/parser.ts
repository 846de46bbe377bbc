/**
 * Parser of the filter language: `operand op operand` comparisons joined by `&&`/`||` with SQL
 * precedence (`&&` binds tighter), parentheses, and `name(arg, ...)` function operands.
 * Enforces FILTER_LIMITS. Parsed trees are immutable and kept in a small LRU cache because
 * rules are re-parsed on every request.
 */
import { FILTER_LIMITS, type Expr, type Operand } from './ast.js';
import { FilterError } from './filter-error.js';
import { scan, type Token } from './scanner.js';

const CACHE_SIZE = 500;
const cache = new Map<string, Expr | null>();

/**
 * Parses a filter. Returns `null` for an empty filter (only whitespace and/or comments), which
 * callers treat as "no condition". Throws FilterError for malformed input or exceeded limits.
 */
export function parseFilter(text: string): Expr | null {
  const hit = cache.get(text);
  if (hit !== undefined || cache.has(text)) {
    cache.delete(text);
    cache.set(text, hit ?? null);
    return hit ?? null;
  }
  const expr = parseUncached(text);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, expr);
  return expr;
}

/** number of cached parse results (for tests and diagnostics) */
export const parseCacheSize = (): number => cache.size;

function parseUncached(text: string): Expr | null {
  if (text.length > FILTER_LIMITS.maxLength) {
    throw new FilterError(`filter is longer than ${FILTER_LIMITS.maxLength} characters`);
  }
  const tokens = scan(text);
  if (!tokens.length) return null;
  return new Parser(tokens).parseAll();
}

class Parser {
  private i = 0;
  private comparisons = 0;

  constructor(private readonly tokens: Token[]) {}

  parseAll(): Expr {
    const expr = this.parseOr(0);
    const rest = this.peek();
    if (rest) throw new FilterError(`unexpected ${describe(rest)} at ${rest.pos}`);
    return expr;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private next(what: string): Token {
    const t = this.tokens[this.i];
    if (!t) throw new FilterError(`unexpected end of filter, expected ${what}`);
    this.i++;
    return t;
  }

  private parseOr(depth: number): Expr {
    let left = this.parseAnd(depth);
    for (let t = this.peek(); t?.type === 'join' && t.value === '||'; t = this.peek()) {
      this.i++;
      left = { kind: 'or', left, right: this.parseAnd(depth) };
    }
    return left;
  }

  private parseAnd(depth: number): Expr {
    let left = this.parsePrimary(depth);
    for (let t = this.peek(); t?.type === 'join' && t.value === '&&'; t = this.peek()) {
      this.i++;
      left = { kind: 'and', left, right: this.parsePrimary(depth) };
    }
    return left;
  }

  private parsePrimary(depth: number): Expr {
    const t = this.peek();
    if (t?.type === 'lparen') {
      if (depth + 1 > FILTER_LIMITS.maxDepth) {
        throw new FilterError(`filter is nested deeper than ${FILTER_LIMITS.maxDepth} groups`);
      }
      this.i++;
      const inner = this.parseOr(depth + 1);
      const close = this.next('")"');
      if (close.type !== 'rparen') throw new FilterError(`expected ")" but got ${describe(close)} at ${close.pos}`);
      return inner;
    }
    const left = this.parseOperand(0);
    const op = this.next('an operator');
    if (op.type !== 'op') throw new FilterError(`expected an operator but got ${describe(op)} at ${op.pos}`);
    const right = this.parseOperand(0);
    if (++this.comparisons > FILTER_LIMITS.maxComparisons) {
      throw new FilterError(`filter has more than ${FILTER_LIMITS.maxComparisons} expressions`);
    }
    return { kind: 'comparison', op: op.value, left, right };
  }

  /** `fnDepth` = number of enclosing function calls */
  private parseOperand(fnDepth: number): Operand {
    const t = this.next('an operand');
    switch (t.type) {
      case 'text':
        return { kind: 'text', value: t.value };
      case 'number':
        return { kind: 'number', value: t.value };
      case 'identifier':
        if (this.peek()?.type === 'lparen') return this.parseFunction(t.value, t.pos, fnDepth + 1);
        return { kind: 'identifier', name: t.value };
      default:
        throw new FilterError(`expected an operand but got ${describe(t)} at ${t.pos}`);
    }
  }

  private parseFunction(name: string, pos: number, fnDepth: number): Operand {
    if (fnDepth > FILTER_LIMITS.maxFunctionDepth) {
      throw new FilterError(`functions nested deeper than ${FILTER_LIMITS.maxFunctionDepth} at ${pos}`);
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new FilterError(`invalid function name "${name}" at ${pos}`);
    this.i++; // (
    const args: Operand[] = [];
    if (this.peek()?.type === 'rparen') {
      this.i++;
      return { kind: 'function', name, args };
    }
    for (;;) {
      args.push(this.parseOperand(fnDepth));
      if (args.length > FILTER_LIMITS.maxFunctionArgs) {
        throw new FilterError(`function ${name}() has more than ${FILTER_LIMITS.maxFunctionArgs} arguments`);
      }
      const sep = this.next('"," or ")"');
      if (sep.type === 'rparen') return { kind: 'function', name, args };
      if (sep.type !== 'comma') throw new FilterError(`expected "," or ")" but got ${describe(sep)} at ${sep.pos}`);
    }
  }
}

function describe(t: Token): string {
  switch (t.type) {
    case 'lparen':
      return '"("';
    case 'rparen':
      return '")"';
    case 'comma':
      return '","';
    case 'text':
      return 'text';
    default:
      return `${t.type} "${String(t.value)}"`;
  }
}
