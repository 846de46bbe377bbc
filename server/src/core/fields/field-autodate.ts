/**
 * `autodate`: a date set by the server on create (onCreate) and/or update (onUpdate). Submitted
 * values are ignored: normalize keeps the current value; core stamps it when saving.
 */
import type { FieldDef, FieldType } from './field.js';
import { checkOptions, optBool, rule, verr, type OptRule } from './field-common.js';
import { dateFromDb } from './field-date.js';

/** true when core must stamp `now` on this save */
export const autodateApplies = (def: FieldDef, isNew: boolean): boolean =>
  isNew ? optBool(def, 'onCreate') : optBool(def, 'onUpdate');

const eitherRequired = (other: boolean): OptRule => (v) =>
  v !== true && !other ? verr('validation_required', 'Either onCreate or onUpdate must be enabled.') : null;

const unchangedIfSystem = (def: FieldDef, prev: FieldDef | undefined, key: string): OptRule => (v) =>
  def.system && prev && prev.type === 'autodate' && (prev[key] === true) !== (v === true)
    ? verr('validation_values_mismatch', "Values don't match.")
    : null;

export const autodateField: FieldType = {
  type: 'autodate',
  defaultOptions: () => ({ onCreate: false, onUpdate: false }),
  validateOptions: (def, ctx) =>
    checkOptions(def, {
      onCreate: [rule.bool(), unchangedIfSystem(def, ctx.previous, 'onCreate'), eitherRequired(optBool(def, 'onUpdate'))],
      onUpdate: [rule.bool(), unchangedIfSystem(def, ctx.previous, 'onUpdate'), eitherRequired(optBool(def, 'onCreate'))],
    }),
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, _raw, current) => (typeof current === 'string' ? current : ''),
  validate: () => null,
  fromDb: (_def, v) => dateFromDb(v),
  toDb: (_def, v) => (typeof v === 'string' ? v : ''),
  toJSON: (_def, v) => (typeof v === 'string' ? v : ''),
};
