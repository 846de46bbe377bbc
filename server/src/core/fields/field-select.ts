/** `select`: one (maxSelect ≤ 1) or several of the `values` list. */
import type { FieldType } from './field.js';
import { checkOptions, helpRules, isRequired, optNum, optStrList, requiredError, rule, verr } from './field-common.js';
import {
  applyListModifier, isMultiDef, multiColumn, multiEmpty, multiFromDb, multiToDb, multiToJSON, normalizeMulti,
  toUniqueStrings,
} from './multi-value.js';

export const tooManyValues = (maxSelect: number) =>
  verr('validation_too_many_values', 'Select no more than {maxSelect}.', { maxSelect });

export const selectField: FieldType = {
  type: 'select',
  defaultOptions: () => ({ help: '', values: [], maxSelect: 0, required: false }),
  validateOptions(def) {
    const max = Math.max(optStrList(def, 'values').length, 1);
    return checkOptions(def, {
      ...helpRules(),
      values: [rule.stringList(), rule.required()],
      maxSelect: [rule.int(), rule.min(0), rule.max(max)],
      required: [rule.bool()],
    });
  },
  column: (def) => multiColumn(def),
  isMulti: (def) => isMultiDef(def),
  emptyValue: (def) => multiEmpty(def),
  normalize: (def, raw) => normalizeMulti(def, raw),
  applyModifier: (def, kind, current, raw) => applyListModifier(def, kind, current, raw),
  validate(def, value) {
    const list = toUniqueStrings(value);
    if (list.length === 0) return isRequired(def) ? requiredError() : null;
    const maxSelect = Math.max(optNum(def, 'maxSelect'), 1);
    if (list.length > maxSelect) return tooManyValues(maxSelect);
    const allowed = optStrList(def, 'values');
    for (const v of list) {
      if (!allowed.includes(v)) return verr('validation_invalid_value', 'Invalid value {value}.', { value: v });
    }
    return null;
  },
  fromDb: (def, v) => multiFromDb(def, v),
  toDb: (def, v) => multiToDb(def, v),
  toJSON: (def, v) => multiToJSON(def, v),
};
