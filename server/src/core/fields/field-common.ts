/**
 * Helpers shared by the field types: error construction (PocketBase codes, sentenized
 * messages), typed option readers and option-validation rules (ozzo-validation semantics:
 * threshold rules skip zero values).
 */
import { ValidationError, sentenize, type ErrorData } from '../../util/api-error.js';
import type { FieldDef } from './field.js';

export const MAX_SAFE_JSON_INT = 2 ** 53 - 1;

/** ValidationError whose message template `{name}` placeholders are filled from params. */
export function verr(code: string, template: string, params?: Record<string, unknown>): ValidationError {
  const msg = template.replace(/\{(\w+)\}/g, (whole, k: string) =>
    params && k in params ? formatParam(params[k]) : whole,
  );
  return new ValidationError(code, sentenize(msg), params);
}

const formatParam = (v: unknown): string => (Array.isArray(v) ? `[${v.join(' ')}]` : String(v));

export const requiredError = () => verr('validation_required', 'Cannot be blank.');
export const unsupportedTypeError = () =>
  verr('validation_unsupported_value_type', 'Invalid or unsupported value type.');

// ---- option readers (tolerant: wrong types fall back; validateOptions reports them) ----

export const optNum = (def: FieldDef, key: string, fallback = 0): number => {
  const v = def[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};
export const optNullableNum = (def: FieldDef, key: string): number | null => {
  const v = def[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
export const optStr = (def: FieldDef, key: string): string => {
  const v = def[key];
  return typeof v === 'string' ? v : '';
};
export const optBool = (def: FieldDef, key: string): boolean => def[key] === true;
export const optStrList = (def: FieldDef, key: string): string[] => {
  const v = def[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};
export const isRequired = (def: FieldDef) => optBool(def, 'required');

// ---- option rules ----

/** returns a FieldError-producing error, nested ErrorData, or null */
export type OptRule = (value: unknown) => ValidationError | ErrorData | null;

const invalidType = () => verr('validation_invalid_value', 'Invalid value.');

export const rule = {
  int: (): OptRule => (v) =>
    v === undefined || v === null || (typeof v === 'number' && Number.isInteger(v)) ? null : invalidType(),
  number: (): OptRule => (v) =>
    v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)) ? null : invalidType(),
  bool: (): OptRule => (v) => (v === undefined || v === null || typeof v === 'boolean' ? null : invalidType()),
  string: (): OptRule => (v) => (v === undefined || v === null || typeof v === 'string' ? null : invalidType()),
  stringList: (): OptRule => (v) =>
    v === undefined || v === null || (Array.isArray(v) && v.every((x) => typeof x === 'string'))
      ? null
      : invalidType(),
  /** ozzo Min: skipped for empty (0/null) values */
  min: (threshold: number): OptRule => (v) =>
    typeof v === 'number' && v !== 0 && v < threshold
      ? verr('validation_min_greater_equal_than_required', 'Must be no less than {threshold}.', { threshold })
      : null,
  max: (threshold: number): OptRule => (v) =>
    typeof v === 'number' && v !== 0 && v > threshold
      ? verr('validation_max_less_equal_than_required', 'Must be no greater than {threshold}.', { threshold })
      : null,
  required: (): OptRule => (v) =>
    v === undefined || v === null || v === '' || v === false || v === 0 || (Array.isArray(v) && v.length === 0)
      ? requiredError()
      : null,
  regex: (): OptRule => (v) => {
    if (typeof v !== 'string' || v === '') return null;
    const e = regexError(v);
    return e ? verr('validation_invalid_regex', e) : null;
  },
  /** `help`: at most 300 chars */
  help: (): OptRule => (v) =>
    typeof v === 'string' && [...v].length > 300
      ? verr('validation_length_out_of_range', 'The length must be between {min} and {max}.', { min: 1, max: 300 })
      : null,
  /** applies rules to every item of a list, nesting errors by index */
  each: (...rules: OptRule[]): OptRule => (v) => {
    if (!Array.isArray(v)) return null;
    const out: ErrorData = {};
    v.forEach((item, i) => {
      const e = firstError(rules, item);
      if (e) out[String(i)] = e instanceof ValidationError ? e.toFieldError() : e;
    });
    return Object.keys(out).length ? out : null;
  },
};

function firstError(rules: OptRule[], value: unknown): ValidationError | ErrorData | null {
  for (const r of rules) {
    const e = r(value);
    if (e) return e;
  }
  return null;
}

/** runs `{option: rules}` against the def; errors keyed by option name (first error per option) */
export function checkOptions(def: FieldDef, rules: Record<string, OptRule[]>): ErrorData | null {
  const out: ErrorData = {};
  for (const [key, list] of Object.entries(rules)) {
    const e = firstError(list, def[key]);
    if (e) out[key] = e instanceof ValidationError ? e.toFieldError() : e;
  }
  return Object.keys(out).length ? out : null;
}

/** rules every field type (except autodate) applies to the common `help` key */
export const helpRules = (): Record<string, OptRule[]> => ({ help: [rule.string(), rule.help()] });

// ---- regexes (user patterns; compiled once) ----

const regexCache = new Map<string, RegExp | string>();

function compile(pattern: string): RegExp | string {
  let r = regexCache.get(pattern);
  if (r === undefined) {
    try {
      r = new RegExp(pattern, 'u');
    } catch {
      try {
        r = new RegExp(pattern);
      } catch (e) {
        r = (e as Error).message;
      }
    }
    if (regexCache.size > 500) regexCache.clear();
    regexCache.set(pattern, r);
  }
  return r;
}

/** the compile error message of a pattern, or null when it is valid */
const regexError = (pattern: string): string | null => {
  const r = compile(pattern);
  return typeof r === 'string' ? r : null;
};

/** unanchored match, like Go's regexp.MatchString; false for an invalid pattern */
export const matchPattern = (pattern: string, value: string): boolean => {
  const r = compile(pattern);
  return typeof r !== 'string' && r.test(value);
};

// ---- strings ----

/** cast-like string conversion; throws ValidationError for objects/arrays */
export function toStr(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  if (typeof raw === 'boolean' || typeof raw === 'bigint') return String(raw);
  throw unsupportedTypeError();
}

export const runeLength = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
