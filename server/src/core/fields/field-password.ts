/**
 * `password`: never output. The canonical value is {hash, plain?}: normalize keeps the current
 * hash and records the submitted plain text; core hashes `plain` (replacing `hash`) before toDb.
 */
import type { FieldDef, FieldType, PasswordValue } from './field.js';
import {
  checkOptions, helpRules, isRequired, matchPattern, optNum, optStr, requiredError, rule, runeLength, toStr,
  unsupportedTypeError, verr,
} from './field-common.js';

const DEFAULT_PASSWORD_MAX = 71;

const isPasswordValue = (v: unknown): v is PasswordValue =>
  typeof v === 'object' && v !== null && typeof (v as PasswordValue).hash === 'string';

/** true when the value carries a new plain password that still has to be hashed */
export const hasPendingPassword = (v: unknown): v is PasswordValue & { plain: string } =>
  isPasswordValue(v) && typeof v.plain === 'string' && v.plain !== '';

const passwordMax = (def: FieldDef): number => optNum(def, 'max') || DEFAULT_PASSWORD_MAX;

export const passwordField: FieldType = {
  type: 'password',
  defaultOptions: () => ({ help: '', min: 0, max: 0, pattern: '', cost: 0, required: false }),
  validateOptions(def) {
    const min = optNum(def, 'min');
    return checkOptions(def, {
      ...helpRules(),
      min: [rule.int(), rule.min(1), rule.max(DEFAULT_PASSWORD_MAX)],
      max: [rule.int(), rule.min(min), rule.max(DEFAULT_PASSWORD_MAX)],
      cost: [rule.int(), rule.min(4), rule.max(31)],
      pattern: [rule.string(), rule.regex()],
      required: [rule.bool()],
    });
  },
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: (): PasswordValue => ({ hash: '' }),
  normalize(_def, raw, current): PasswordValue {
    const plain = toStr(raw);
    if (plain === '') return { hash: '' };
    return { hash: isPasswordValue(current) ? current.hash : '', plain };
  },
  validate(def, value) {
    if (!isPasswordValue(value)) return unsupportedTypeError();
    const plain = value.plain ?? '';
    if (isRequired(def) && plain === '' && value.hash === '') return requiredError();
    if (plain === '') return null;
    const length = runeLength(plain);
    const min = optNum(def, 'min');
    if (length < min) return verr('validation_min_text_constraint', `Must be at least ${min} character(s).`);
    const max = passwordMax(def);
    if (length > max) return verr('validation_max_text_constraint', `Must be less than ${max} character(s).`);
    const pattern = optStr(def, 'pattern');
    if (pattern && !matchPattern(pattern, plain)) return verr('validation_invalid_format', 'Invalid value format.');
    return null;
  },
  fromDb: (_def, v): PasswordValue => ({ hash: typeof v === 'string' ? v : '' }),
  toDb: (_def, v) => (isPasswordValue(v) ? v.hash : ''),
  toJSON: () => undefined,
};
