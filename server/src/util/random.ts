/**
 * Cryptographically random strings: plain ones from an alphabet, and ones generated from the
 * small regex subset PocketBase uses for `autogeneratePattern` (e.g. `[a-z0-9]{15}`).
 */
import { randomBytes, randomInt } from 'node:crypto';

const DEFAULT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DEFAULT_CHARS = [...DEFAULT_ALPHABET];

/** CSPRNG bytes drawn from a pooled buffer (one randomBytes call per 4 KB instead of one per char) */
let pool = Buffer.alloc(0);
let poolPos = 0;
function randomByte(): number {
  if (poolPos >= pool.length) {
    pool = randomBytes(4096);
    poolPos = 0;
  }
  return pool[poolPos++]!;
}

/** a uniform index below n (n <= 256): bytes at or above the largest multiple of n are drawn again */
function randomIndex(n: number): number {
  if (n > 256) return randomInt(n);
  const limit = 256 - (256 % n);
  let b = randomByte();
  while (b >= limit) b = randomByte();
  return b % n;
}

/** `length` random chars drawn uniformly from `alphabet` (default a-z0-9). */
export function randomString(length: number, alphabet: string = DEFAULT_ALPHABET): string {
  const chars = alphabet === DEFAULT_ALPHABET ? DEFAULT_CHARS : [...alphabet];
  if (chars.length === 0) throw new Error('randomString: empty alphabet');
  if (!Number.isInteger(length) || length < 0) throw new Error(`randomString: invalid length ${length}`);
  let out = '';
  for (let i = 0; i < length; i++) out += chars[randomIndex(chars.length)]!;
  return out;
}

/** Letters and digits, both cases (realtime client ids). */
export const ALNUM_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `bytes` random bytes as base64url (secrets and one-time tokens: 32 bytes → 43 chars, 256 bits). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** `bytes` random bytes as lowercase hex. */
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** A new record id: 15 chars of [a-z0-9]. */
export const newRecordId = (): string => randomString(15);

const SEQ_SPACE = 36 ** 6;
let seq = -1;
let lastMs = Number.NaN;
let lastPrefix = '';

/**
 * A 15-char [a-z0-9] id that sorts by creation within this process: 9 base-36 chars of the
 * millisecond clock, then 6 of a counter that starts at a random value and only moves forward (so
 * two ids of one process never collide, even if the clock steps back). For rows written at a high
 * rate into a table whose primary key is the id (request logs): each insert lands at the right
 * edge of the index instead of on a random page. Not for ids shared by several processes.
 */
export function orderedId(now: number = Date.now()): string {
  seq = seq < 0 ? randomInt(SEQ_SPACE) : (seq + 1) % SEQ_SPACE;
  // the clock part is formatted once per millisecond (a request log writes hundreds of ids in one)
  if (now !== lastMs) {
    lastMs = now;
    lastPrefix = now.toString(36).padStart(9, '0');
  }
  return lastPrefix + seq.toString(36).padStart(6, '0');
}

const DIGITS = '0123456789';
const WORD = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ${DIGITS}_`;
const ANY = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ${DIGITS}`;
const MAX_OPEN_REPEAT = 6;

interface Atom {
  chars: string[];
  min: number;
  max: number;
}

function escapeSet(ch: string): string[] | null {
  if (ch === 'd') return [...DIGITS];
  if (ch === 'w') return [...WORD];
  return null;
}

function range(from: string, to: string, pattern: string): string[] {
  const a = from.codePointAt(0)!;
  const b = to.codePointAt(0)!;
  if (a > b) throw new Error(`invalid range ${from}-${to} in pattern ${pattern}`);
  const out: string[] = [];
  for (let c = a; c <= b; c++) out.push(String.fromCodePoint(c));
  return out;
}

/** parses `[...]` starting after `[`; returns the chars and the index after `]` */
function parseClass(p: string[], start: number, pattern: string): [string[], number] {
  const set = new Set<string>();
  let i = start;
  if (p[i] === '^') throw new Error(`negated classes are not supported: ${pattern}`);
  while (i < p.length && (p[i] !== ']' || i === start)) {
    let ch = p[i]!;
    if (ch === '\\') {
      const next = p[i + 1];
      if (next === undefined) throw new Error(`dangling escape in pattern ${pattern}`);
      const s = escapeSet(next);
      i += 2;
      if (s) {
        s.forEach((c) => set.add(c));
        continue;
      }
      ch = next;
    } else i++;
    if (p[i] === '-' && p[i + 1] !== undefined && p[i + 1] !== ']') {
      let to = p[i + 1]!;
      i += 2;
      if (to === '\\') {
        to = p[i] ?? '';
        i++;
        if (!to) throw new Error(`dangling escape in pattern ${pattern}`);
      }
      range(ch, to, pattern).forEach((c) => set.add(c));
    } else set.add(ch);
  }
  if (p[i] !== ']') throw new Error(`unclosed character class in pattern ${pattern}`);
  if (set.size === 0) throw new Error(`empty character class in pattern ${pattern}`);
  return [[...set], i + 1];
}

/** parses a quantifier at `i`; returns [min, max, next index] */
function parseQuantifier(p: string[], i: number, pattern: string): [number, number, number] {
  const ch = p[i];
  if (ch === '?') return [0, 1, i + 1];
  if (ch === '*') return [0, MAX_OPEN_REPEAT, i + 1];
  if (ch === '+') return [1, MAX_OPEN_REPEAT, i + 1];
  if (ch !== '{') return [1, 1, i];
  const close = p.indexOf('}', i);
  if (close < 0) throw new Error(`unclosed quantifier in pattern ${pattern}`);
  const body = p.slice(i + 1, close).join('');
  const m = /^(\d+)(,(\d*))?$/.exec(body);
  if (!m) throw new Error(`invalid quantifier {${body}} in pattern ${pattern}`);
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? min + MAX_OPEN_REPEAT : Number(m[3]);
  if (max < min || max > 1000) throw new Error(`invalid quantifier {${body}} in pattern ${pattern}`);
  return [min, max, close + 1];
}

function parsePattern(pattern: string): Atom[] {
  const p = [...pattern];
  const atoms: Atom[] = [];
  let i = 0;
  while (i < p.length) {
    const ch = p[i]!;
    let chars: string[];
    if ((ch === '^' && i === 0) || (ch === '$' && i === p.length - 1)) {
      i++;
      continue;
    }
    if (ch === '[') [chars, i] = parseClass(p, i + 1, pattern);
    else if (ch === '\\') {
      const next = p[i + 1];
      if (next === undefined) throw new Error(`dangling escape in pattern ${pattern}`);
      chars = escapeSet(next) ?? [next];
      i += 2;
    } else if (ch === '.') {
      chars = [...ANY];
      i++;
    } else if ('()|{}?*+^$]'.includes(ch)) {
      throw new Error(`unsupported character ${ch} in pattern ${pattern}`);
    } else {
      chars = [ch];
      i++;
    }
    const [min, max, next] = parseQuantifier(p, i, pattern);
    i = next;
    atoms.push({ chars, min, max });
  }
  return atoms;
}

/**
 * Random string matching a simple pattern: literals, `\d`, `\w`, `.`, character classes with
 * ranges, and quantifiers `{n}`, `{n,m}`, `?`, `*`, `+`. Groups/alternation are rejected.
 * Throws Error on a malformed or unsupported pattern.
 */
export function randomFromPattern(pattern: string): string {
  let out = '';
  for (const a of parsePattern(pattern)) {
    const n = a.min === a.max ? a.min : a.min + randomInt(a.max - a.min + 1);
    for (let k = 0; k < n; k++) out += a.chars[randomIndex(a.chars.length)]!;
  }
  return out;
}
