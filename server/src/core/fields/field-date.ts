/** `date`: `YYYY-MM-DD HH:MM:SS.mmmZ` UTC string ('' = empty) with optional min/max. */
import { dateToMillis, isCanonicalDate, parseDateInput } from '../../util/dates.js';
import type { FieldType } from './field.js';
import {
  checkOptions, helpRules, isRequired, optStr, requiredError, rule, unsupportedTypeError, verr, type OptRule,
} from './field-common.js';

const invalidDateError = () => verr('validation_invalid_date', 'Must be a valid date.');

/** submitted value → canonical date string; throws ValidationError when it is not a date */
function toDateString(raw: unknown): string {
  const d = parseDateInput(raw);
  if (d === null) throw invalidDateError();
  return d;
}

/** stored value → canonical string ('' when empty or unparseable) */
/** stored values are almost always canonical already: those are returned as they are (hot on every list) */
export const dateFromDb = (v: unknown): string => (typeof v === 'string' ? (isCanonicalDate(v) ? v : (parseDateInput(v) ?? '')) : '');

const dateOption: OptRule = (v) =>
  v === undefined || v === null || v === '' || (typeof v === 'string' && parseDateInput(v) !== null)
    ? null
    : invalidDateError();

export const dateField: FieldType = {
  type: 'date',
  defaultOptions: () => ({ help: '', min: '', max: '', required: false }),
  validateOptions(def) {
    const min = dateToMillis(optStr(def, 'min'));
    return checkOptions(def, {
      ...helpRules(),
      min: [dateOption],
      max: [
        dateOption,
        (v) => {
          const max = typeof v === 'string' ? dateToMillis(v) : Number.NaN;
          return !Number.isNaN(max) && !Number.isNaN(min) && max < min
            ? verr('validation_date_out_of_range', 'The date is out of range.')
            : null;
        },
      ],
      required: [rule.bool()],
    });
  },
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, raw) => toDateString(raw),
  validate(def, value) {
    if (typeof value !== 'string') return unsupportedTypeError();
    if (value === '') return isRequired(def) ? requiredError() : null;
    const t = dateToMillis(value);
    if (Number.isNaN(t)) return invalidDateError();
    const min = optStr(def, 'min');
    const minT = dateToMillis(min);
    if (!Number.isNaN(minT) && t < minT) {
      const threshold = parseDateInput(min);
      return verr('validation_min_greater_equal_than_required', 'Must be no less than {threshold}.', { threshold });
    }
    const max = optStr(def, 'max');
    const maxT = dateToMillis(max);
    if (!Number.isNaN(maxT) && t > maxT) {
      const threshold = parseDateInput(max);
      return verr('validation_max_less_equal_than_required', 'Must be no greater than {threshold}.', { threshold });
    }
    return null;
  },
  fromDb: (_def, v) => dateFromDb(v),
  toDb: (_def, v) => (typeof v === 'string' ? v : ''),
  toJSON: (_def, v) => (typeof v === 'string' ? v : ''),
};
