/**
 * Multi-value normalisation for select, relation and file fields (PocketBase's
 * ToUniqueStringSlice semantics): JSON-array strings are decoded, empty strings and duplicates
 * dropped, single-valued fields keep the last value.
 */
import type { FieldDef, ModifierKind } from './field.js';
import { optNum, unsupportedTypeError } from './field-common.js';

function scalar(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return String(v);
  if (v === null || v === undefined) return '';
  throw unsupportedTypeError();
}

/** any submitted/stored value → unique non-empty strings, in order */
export function toUniqueStrings(raw: unknown): string[] {
  let list: string[];
  if (raw === null || raw === undefined) list = [];
  else if (Array.isArray(raw)) list = raw.map(scalar);
  else if (typeof raw === 'string') {
    list = [raw];
    if (raw.includes('[')) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) list = parsed.map(scalar);
      } catch {
        // not JSON: the string itself
      }
    }
  } else list = [scalar(raw)];
  // `list` is always a fresh array: short lists that are already unique and non-empty (stored values) are returned as they are
  return list.length <= 16 && uniqueNonEmpty(list) ? list : [...new Set(list.filter((s) => s !== ''))];
}

function uniqueNonEmpty(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const s = list[i];
    if (s === '') return false;
    for (let j = 0; j < i; j++) if (list[j] === s) return false;
  }
  return true;
}

/** maxSelect > 1 */
export const isMultiDef = (def: FieldDef): boolean => optNum(def, 'maxSelect') > 1;

/** canonical value for the def: string[] (multi) or the last value / '' (single) */
function shapeValue(def: FieldDef, list: string[]): string | string[] {
  if (isMultiDef(def)) return list;
  return list.length ? list[list.length - 1]! : '';
}

export const normalizeMulti = (def: FieldDef, raw: unknown): string | string[] => shapeValue(def, toUniqueStrings(raw));

/** `f+` append, `+f` prepend, `f-` subtract (all deduplicated) */
export function applyListModifier(def: FieldDef, kind: ModifierKind, current: unknown, raw: unknown): string | string[] {
  const cur = toUniqueStrings(current);
  const mod = toUniqueStrings(raw);
  let next: string[];
  if (kind === 'append') next = [...cur, ...mod];
  else if (kind === 'prepend') next = [...mod, ...cur];
  else next = cur.filter((v) => !mod.includes(v));
  return shapeValue(def, [...new Set(next)]);
}

export const multiColumn = (def: FieldDef) =>
  isMultiDef(def) ? ({ kind: 'json', default: '[]' } as const) : ({ kind: 'text', default: '' } as const);

export const multiEmpty = (def: FieldDef): string | string[] => (isMultiDef(def) ? [] : '');

/** DB text → canonical (tolerates a single value stored in a multi column and vice versa) */
export const multiFromDb = (def: FieldDef, dbValue: unknown): string | string[] => {
  const multi = isMultiDef(def);
  // a single value stored as plain text (every single relation/select on every list row) is already canonical
  if (!multi && typeof dbValue === 'string' && !dbValue.startsWith('[')) return dbValue;
  return shapeValue(def, toUniqueStrings(dbValue));
};

export const multiToDb = (def: FieldDef, value: unknown): string => {
  const v = shapeValue(def, toUniqueStrings(value));
  return Array.isArray(v) ? JSON.stringify(v) : v;
};

export const multiToJSON = (def: FieldDef, value: unknown): string | string[] => {
  const v = shapeValue(def, toUniqueStrings(value));
  return Array.isArray(v) ? [...v] : v;
};
