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
      tokens.push({ type: 'text', value: scanText(text, i, c), pos });
      i = endOfText(text, i, c) + 1;
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

/** index of the closing quote of the text starting at `start` */
function endOfText(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === quote && text[i - 1] !== '\\') return i;
  }
  throw new FilterError(`unterminated text starting at ${start}`);
}

/** the content of the quoted text starting at `start`, with `\<quote>` unescaped */
function scanText(text: string, start: number, quote: string): string {
  const end = endOfText(text, start, quote);
  return text.slice(start + 1, end).replaceAll(`\\${quote}`, quote);
}
