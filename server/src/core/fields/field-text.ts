/** `text`: plain string with rune-length limits (max 0 ⇒ 5000), pattern and autogenerate pattern. */
import type { ValidationError } from '../../util/api-error.js';
import { randomFromPattern } from '../../util/random.js';
import type { FieldDef, FieldType } from './field.js';
import {
  MAX_SAFE_JSON_INT, checkOptions, helpRules, isRequired, matchPattern, optBool, optNum, optStr,
  requiredError, rule, runeLength, toStr, verr, type OptRule,
} from './field-common.js';

const DEFAULT_TEXT_MAX = 5000;

/** validates a plain string against min/max/pattern/required (also used for autogenerate checks) */
function validateTextValue(def: FieldDef, value: string): ValidationError | null {
  if ((isRequired(def) || optBool(def, 'primaryKey')) && value === '') return requiredError();
  if (value === '') return null;
  const length = runeLength(value);
  const min = optNum(def, 'min');
  if (min > 0 && length < min) {
    return verr('validation_min_text_constraint', 'Must be at least {min} character(s).', { min });
  }
  const max = optNum(def, 'max') || DEFAULT_TEXT_MAX;
  if (max > 0 && length > max) {
    return verr('validation_max_text_constraint', 'Must be no more than {max} character(s).', { max });
  }
  const pattern = optStr(def, 'pattern');
  if (pattern && !matchPattern(pattern, value)) return verr('validation_invalid_format', 'Invalid value format.');
  return null;
}

/** `prefix` + a value generated from the field's autogeneratePattern ('' pattern ⇒ just prefix) */
export function autogenerateText(def: FieldDef, prefix = ''): string {
  const pattern = optStr(def, 'autogeneratePattern');
  return pattern ? prefix + randomFromPattern(pattern) : prefix;
}

const checkAutogenerate = (def: FieldDef): OptRule => (v) => {
  if (typeof v !== 'string' || v === '') return null;
  for (let i = 0; i < 10; i++) {
    let generated: string;
    try {
      generated = randomFromPattern(v);
    } catch (e) {
      return verr('validation_invalid_autogenerate_pattern', (e as Error).message);
    }
    if (validateTextValue(def, generated)) {
      return verr(
        'validation_invalid_autogenerate_pattern_value',
        `The provided autogenerate pattern could produce invalid field values, ex.: ${JSON.stringify(generated)}`,
      );
    }
  }
  return null;
};

export const textField: FieldType = {
  type: 'text',
  defaultOptions: () => ({
    help: '', min: 0, max: 0, pattern: '', autogeneratePattern: '', required: false, primaryKey: false,
  }),
  validateOptions(def) {
    const pk = optBool(def, 'primaryKey');
    const min = optNum(def, 'min');
    return checkOptions(def, {
      ...helpRules(),
      name: pk
        ? [(v) => (v === 'id' ? null : verr('validation_in_invalid', 'The primary key must be named "id".'))]
        : [],
      min: [rule.int(), rule.min(0), rule.max(MAX_SAFE_JSON_INT)],
      max: [rule.int(), rule.min(min), rule.max(MAX_SAFE_JSON_INT)],
      pattern: [rule.string(), ...(pk ? [rule.required()] : []), rule.regex()],
      hidden: pk ? [(v) => (v === true ? verr('validation_empty', 'Must be blank.') : null)] : [],
      required: [rule.bool(), ...(pk ? [rule.required()] : [])],
      primaryKey: [rule.bool()],
      autogeneratePattern: [rule.string(), rule.regex(), checkAutogenerate(def)],
    });
  },
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, raw) => toStr(raw),
  validate: (def, value) => (typeof value === 'string' ? validateTextValue(def, value) : verr('validation_unsupported_value_type', 'Invalid or unsupported value type.')),
  fromDb: (_def, v) => (v === null || v === undefined ? '' : String(v)),
  toDb: (_def, v) => toStr(v),
  toJSON: (_def, v) => (typeof v === 'string' ? v : toStr(v)),
};
