/** `number`: float64 with optional min/max (nullable) and onlyInt; required ⇒ non-zero. */
import type { FieldDef, FieldType, ModifierKind } from './field.js';
import {
  checkOptions, helpRules, isRequired, optBool, optNullableNum, requiredError, rule, unsupportedTypeError, verr,
  type OptRule,
} from './field-common.js';

const notANumber = () => verr('validation_not_a_number', 'The submitted number is not properly formatted.');
const onlyInt = () => verr('validation_only_int_constraint', 'Decimal numbers are not allowed.');
const minError = (min: number) => verr('validation_min_number_constraint', 'Must be greater or equal than {min}.', { min });
const maxError = (max: number) => verr('validation_max_number_constraint', 'Must be less or equal than {max}.', { max });

/** submitted value → number; '' / null ⇒ 0; non-numeric ⇒ ValidationError */
function toNumber(raw: unknown): number {
  if (raw === null || raw === undefined || raw === '') return 0;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) throw notANumber();
    return raw;
  }
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'string') {
    const s = raw.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) {
      const n = Number(s);
      if (Number.isFinite(n)) return n;
    }
    throw notANumber();
  }
  throw unsupportedTypeError();
}

const onlyIntRule = (def: FieldDef): OptRule => (v) =>
  optBool(def, 'onlyInt') && typeof v === 'number' && !Number.isInteger(v) ? onlyInt() : null;

export const numberField: FieldType = {
  type: 'number',
  defaultOptions: () => ({ help: '', min: null, max: null, onlyInt: false, required: false }),
  validateOptions(def) {
    const min = optNullableNum(def, 'min');
    return checkOptions(def, {
      ...helpRules(),
      min: [rule.number(), onlyIntRule(def)],
      max: [
        rule.number(),
        onlyIntRule(def),
        (v) => (typeof v === 'number' && min !== null && v < min ? minError(min) : null),
      ],
      onlyInt: [rule.bool()],
      required: [rule.bool()],
    });
  },
  column: () => ({ kind: 'number', default: 0 }),
  isMulti: () => false,
  emptyValue: () => 0,
  normalize: (_def, raw) => toNumber(raw),
  applyModifier(_def, kind: ModifierKind, current, raw) {
    if (kind === 'prepend') return undefined;
    const cur = typeof current === 'number' ? current : toNumber(current);
    const delta = toNumber(raw);
    return kind === 'append' ? cur + delta : cur - delta;
  },
  validate(def, value) {
    if (typeof value !== 'number') return unsupportedTypeError();
    if (!Number.isFinite(value)) return notANumber();
    if (value === 0) return isRequired(def) ? requiredError() : null;
    if (optBool(def, 'onlyInt') && !Number.isInteger(value)) return onlyInt();
    const min = optNullableNum(def, 'min');
    if (min !== null && value < min) return minError(min);
    const max = optNullableNum(def, 'max');
    if (max !== null && value > max) return maxError(max);
    return null;
  },
  fromDb(_def, v) {
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') return Number(v);
    if (typeof v === 'string') {
      const n = Number(v);
      return v.trim() !== '' && Number.isFinite(n) ? n : 0;
    }
    return 0;
  },
  toDb: (_def, v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0),
  toJSON: (_def, v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0),
};
