/**
 * `relation`: id(s) of records of `collectionId`. Existence of the ids (and view→view rules) is
 * checked by core; here: counts, required and the options.
 */
import type { FieldType } from './field.js';
import { checkOptions, helpRules, isRequired, optNum, optStr, requiredError, rule, verr, type OptRule } from './field-common.js';
import {
  applyListModifier, isMultiDef, multiColumn, multiEmpty, multiFromDb, multiToDb, multiToJSON, normalizeMulti,
  toUniqueStrings,
} from './multi-value.js';
import { tooManyValues } from './field-select.js';

export const relationField: FieldType = {
  type: 'relation',
  defaultOptions: () => ({ help: '', collectionId: '', cascadeDelete: false, minSelect: 0, maxSelect: 0, required: false }),
  validateOptions(def, ctx) {
    const minSelect = optNum(def, 'minSelect');
    const collectionRule: OptRule = (v) => {
      if (typeof v !== 'string' || v === '') return null;
      const prev = ctx.previous;
      if (prev && prev.type === 'relation' && optStr(prev, 'collectionId') !== v) {
        return verr('validation_field_relation_change', 'The relation collection cannot be changed.');
      }
      return ctx.collectionExists(v)
        ? null
        : verr('validation_field_relation_missing_collection', "The relation collection doesn't exist.");
    };
    return checkOptions(def, {
      ...helpRules(),
      collectionId: [rule.string(), rule.required(), collectionRule],
      cascadeDelete: [rule.bool()],
      minSelect: [rule.int(), rule.min(0)],
      maxSelect: [rule.int(), ...(minSelect > 0 ? [rule.required()] : []), rule.min(minSelect)],
      required: [rule.bool()],
    });
  },
  column: (def) => multiColumn(def),
  isMulti: (def) => isMultiDef(def),
  emptyValue: (def) => multiEmpty(def),
  normalize: (def, raw) => normalizeMulti(def, raw),
  applyModifier: (def, kind, current, raw) => applyListModifier(def, kind, current, raw),
  validate(def, value) {
    const ids = toUniqueStrings(value);
    if (ids.length === 0) return isRequired(def) ? requiredError() : null;
    const minSelect = optNum(def, 'minSelect');
    if (minSelect > 0 && ids.length < minSelect) {
      return verr('validation_not_enough_values', 'Select at least {minSelect}.', { minSelect });
    }
    const maxSelect = Math.max(optNum(def, 'maxSelect'), 1);
    return ids.length > maxSelect ? tooManyValues(maxSelect) : null;
  },
  fromDb: (def, v) => multiFromDb(def, v),
  toDb: (def, v) => multiToDb(def, v),
  toJSON: (def, v) => multiToJSON(def, v),
};
