import { snakeCase } from '../util/snake-case.js';
import { randomString } from '../util/random.js';

const EXT_INVALID = /[^\w.*\-+=#]+/g;
const MAX_INPUT = 300;
const MAX_BASE = 100;
const MAX_EXT = 20;

/** Random [a-z0-9] string (crypto, unbiased). */
export const randomLowerAlnum = (length: number): string => randomString(length);

/**
 * The extension of `name` with its leading dot, supporting one double extension
 * (`a.tar.gz` → `.tar.gz`, `x.a.tar.gz` → `.tar.gz`); `''` when there is no dot.
 */
export function extractExtension(name: string): string {
  const last = name.lastIndexOf('.');
  if (last === -1) return '';
  const second = name.lastIndexOf('.', last - 1);
  return second >= 0 ? name.slice(second) : name.slice(last);
}

/**
 * Stored file name per contract §8.1: `<snake_case(base)>_<10 random [a-z0-9]><.ext>`.
 * `sniffedExt` (e.g. `.png` or `png`, from sniffMime) is used when the original has no usable extension.
 * Always 1–150 chars, never starting with `.`, and accepted by isSafeFileName.
 */
export function generateFileName(originalName: string, sniffedExt?: string): string {
  let name = String(originalName ?? '');
  // only the path's last component counts (browsers may send `C:\fakepath\x.png`)
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  if (name.length > MAX_INPUT) name = name.slice(name.length - MAX_INPUT);

  const originalExt = extractExtension(name);
  let ext = cleanExt(originalExt);
  if (ext === '' && sniffedExt) ext = cleanExt(sniffedExt.startsWith('.') ? sniffedExt : `.${sniffedExt}`);

  let base = snakeCase(trimDots(name.slice(0, name.length - originalExt.length)));
  if (base.length < 3) base += randomLowerAlnum(10);
  else if (base.length > MAX_BASE) base = base.slice(0, MAX_BASE);

  return `${base}_${randomLowerAlnum(10)}${ext}`;
}

/** `.` + the sanitised extension without surrounding dots (last 20 chars at most), or `''`. */
function cleanExt(ext: string): string {
  let clean = trimDots(ext.replace(EXT_INVALID, ''));
  if (clean.length > MAX_EXT - 1) clean = trimDots(clean.slice(clean.length - (MAX_EXT - 1)));
  return clean === '' ? '' : `.${clean}`;
}

const trimDots = (s: string): string => s.replace(/^\.+|\.+$/g, '');

const SAFE_NAME = /^[A-Za-z0-9_][\w.*\-+=#]{0,149}$/;

/**
 * Whether `name` may be used as a stored file name / served: 1–150 chars from `[\w.*\-+=#]`,
 * starting with [A-Za-z0-9_] (so never `.`/`..`), hence no slashes, backslashes, NUL, spaces or quotes.
 */
export function isSafeFileName(name: unknown): name is string {
  return typeof name === 'string' && SAFE_NAME.test(name);
}
