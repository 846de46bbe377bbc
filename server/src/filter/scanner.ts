/**
 * Tokenizer of the filter language (PocketBase `fexpr` rules): identifiers, quoted text,
 * numbers, comparison operators (incl. the `?` any-of variants), `&&`/`||`, parentheses,
 * commas (function arguments), `// comments` and whitespace.
 */
import type { ComparisonOp } from './ast.js';
import { FilterError } from './filter-error.js';

export type Token =
  | { readonly type: 'identifier'; readonly value: string; readonly pos: number }
  | { readonly type: 'text'; readonly value: string; readonly pos: number }
  | { readonly type: 'number'; readonly value: number; readonly pos: number }
  | { readonly type: 'op'; readonly value: ComparisonOp; readonly pos: number }
  | { readonly type: 'join'; readonly value: '&&' | '||'; readonly pos: number }
  | { readonly type: 'lparen' | 'rparen' | 'comma'; readonly pos: number };

const OPS: ReadonlySet<string> = new Set<ComparisonOp>([
  '=', '!=', '>', '>=', '<', '<=', '~', '!~',
  '?=', '?!=', '?>', '?>=', '?<', '?<=', '?~', '?!~',
]);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isIdentStart = (c: string) => isLetter(c) || c === '_' || c === '@' || c === '#';
const isIdentPart = (c: string) => isIdentStart(c) || isDigit(c) || c === '.' || c === ':';
const isSign = (c: string) => '=!<>~?'.includes(c);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/** Splits a filter into tokens; throws FilterError on unterminated text or unknown characters. */
export function scan(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  const takeWhile = (pred: (c: string) => boolean) => {
    const start = i;
    while (i < n && pred(text[i]!)) i++;
    return text.slice(start, i);
  };
  while (i < n) {
    const c = text[i]!;
    const pos = i;
    if (isSpace(c)) {
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ type: c === '(' ? 'lparen' : c === ')' ? 'rparen' : 'comma', pos });
      i++;
    } else if (c === '\'' || c === '"') {
      const t = scanText(text, i, c);
      tokens.push({ type: 'text', value: t.value, pos });
      i = t.end + 1;
    } else if (isDigit(c) || (c === '-' && isDigit(text[i + 1] ?? ''))) {
      i++;
      const lit = c + takeWhile((x) => isDigit(x) || x === '.');
      if (!NUMBER_RE.test(lit)) throw new FilterError(`invalid number "${lit}" at ${pos}`);
      tokens.push({ type: 'number', value: Number(lit), pos });
    } else if (isIdentStart(c)) {
      tokens.push({ type: 'identifier', value: takeWhile(isIdentPart), pos });
    } else if (isSign(c)) {
      const lit = takeWhile(isSign);
      if (!OPS.has(lit)) throw new FilterError(`invalid operator "${lit}" at ${pos}`);
      tokens.push({ type: 'op', value: lit as ComparisonOp, pos });
    } else if (c === '&' || c === '|') {
      const lit = takeWhile((x) => x === '&' || x === '|');
      if (lit !== '&&' && lit !== '||') throw new FilterError(`invalid join operator "${lit}" at ${pos}`);
      tokens.push({ type: 'join', value: lit, pos });
    } else {
      throw new FilterError(`unexpected character ${JSON.stringify(c)} at ${pos}`);
    }
  }
  return tokens;
}

const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * The quoted text starting at `start` and the index of its closing quote. Escapes are read as the
 * SDK's `pb.filter()` writes them (JSON.stringify, as Go's strconv.Quote does for PocketBase's own
 * placeholders): `\\` is one backslash, `\<quote>` the quote, `\n` `\r` `\t` `\b` `\f` `\uXXXX`
 * the character. Any other backslash stays as written, so `'50\%'` keeps its LIKE escape.
 */
function scanText(text: string, start: number, quote: string): { value: string; end: number } {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === quote) return { value, end: i };
    if (c !== '\\' || i + 1 >= text.length) {
      value += c;
      continue;
    }
    const next = text[i + 1]!;
    const hex = next === 'u' ? text.slice(i + 2, i + 6) : '';
    if (next === '\\' || next === quote) value += next;
    else if (CONTROL_ESCAPES[next] !== undefined) value += CONTROL_ESCAPES[next];
    else if (/^[0-9a-fA-F]{4}$/.test(hex)) {
      value += String.fromCharCode(parseInt(hex, 16));
      i += 4;
    } else value += c + next;
    i++;
  }
  throw new FilterError(`unterminated text starting at ${start}`);
}
