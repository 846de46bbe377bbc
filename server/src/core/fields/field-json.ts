/** `json`: any JSON value (null = empty), limited by serialized size (maxSize 0 ⇒ 1 MiB). */
import type { FieldDef, FieldType } from './field.js';
import {
  MAX_SAFE_JSON_INT, checkOptions, helpRules, isRequired, optNum, requiredError, rule, verr,
} from './field-common.js';

const DEFAULT_JSON_MAX_SIZE = 1024 * 1024;

const jsonMaxSize = (def: FieldDef): number => {
  const v = optNum(def, 'maxSize');
  return v > 0 ? v : DEFAULT_JSON_MAX_SIZE;
};

const invalidJson = () => verr('validation_invalid_json', 'Must be a valid json value.');

function tryParse(s: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(s) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Submitted value → JSON value. Strings: 'null'/'true'/'false' and JSON-looking strings (digit,
 * '-', '"', '[', '{' first) that parse are decoded; any other string (and '') is the string itself.
 */
export function toJsonValue(raw: unknown): unknown {
  if (raw === undefined) return null;
  if (typeof raw === 'string') {
    if (raw === '') return '';
    if (raw === 'null' || raw === 'true' || raw === 'false' || /^[0-9\-"[{]/.test(raw)) {
      const p = tryParse(raw);
      if (p.ok) return p.value;
    }
    return raw;
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    throw invalidJson();
  }
  if (text === undefined) throw invalidJson();
  return JSON.parse(text) as unknown;
}

const serialize = (v: unknown): string => JSON.stringify(v === undefined ? null : v) ?? 'null';

const isEmptyJson = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

export const jsonField: FieldType = {
  type: 'json',
  defaultOptions: () => ({ help: '', maxSize: 0, required: false }),
  validateOptions: (def) =>
    checkOptions(def, {
      ...helpRules(),
      maxSize: [rule.int(), rule.min(0), rule.max(MAX_SAFE_JSON_INT)],
      required: [rule.bool()],
    }),
  column: () => ({ kind: 'json', default: null }),
  isMulti: () => false,
  emptyValue: () => null,
  normalize: (_def, raw) => toJsonValue(raw),
  validate(def, value) {
    let text: string;
    try {
      text = serialize(value);
    } catch {
      return invalidJson();
    }
    const maxSize = jsonMaxSize(def);
    if (Buffer.byteLength(text, 'utf8') > maxSize) {
      return verr('validation_json_size_limit', 'The maximum allowed JSON size is {maxSize} bytes.', { maxSize });
    }
    return isRequired(def) && isEmptyJson(value) ? requiredError() : null;
  },
  fromDb(_def, v) {
    if (v === null || v === undefined || v === '') return null;
    if (typeof v !== 'string') return typeof v === 'number' || typeof v === 'boolean' ? v : null;
    const p = tryParse(v);
    return p.ok ? p.value : v;
  },
  toDb: (_def, v) => (v === null || v === undefined ? null : serialize(v)),
  toJSON: (_def, v) => (v === undefined ? null : v),
};
