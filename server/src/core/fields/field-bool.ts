/** `bool`: required ⇒ must be true. Stored as 0/1. */
import type { FieldType } from './field.js';
import { checkOptions, helpRules, isRequired, requiredError, rule, unsupportedTypeError } from './field-common.js';

const TRUE_STRINGS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);

/** cast-like bool conversion (Go strconv.ParseBool truthy strings, non-zero numbers) */
export function toBool(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0 && !Number.isNaN(raw);
  if (typeof raw === 'bigint') return raw !== 0n;
  if (typeof raw === 'string') return TRUE_STRINGS.has(raw.trim());
  return false;
}

export const boolField: FieldType = {
  type: 'bool',
  defaultOptions: () => ({ help: '', required: false }),
  validateOptions: (def) => checkOptions(def, { ...helpRules(), required: [rule.bool()] }),
  column: () => ({ kind: 'bool', default: false }),
  isMulti: () => false,
  emptyValue: () => false,
  normalize: (_def, raw) => toBool(raw),
  validate(def, value) {
    if (typeof value !== 'boolean') return unsupportedTypeError();
    return isRequired(def) && !value ? requiredError() : null;
  },
  fromDb: (_def, v) => toBool(v),
  toDb: (_def, v) => (toBool(v) ? 1 : 0),
  toJSON: (_def, v) => toBool(v),
};
