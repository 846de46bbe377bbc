/**
 * `file`: stored file name(s). Upload handling (naming, size, mime sniffing, storage) lives in
 * the files module; here values are names and only names already known may be referenced.
 */
import type { FieldDef, FieldType } from './field.js';
import {
  MAX_SAFE_JSON_INT, checkOptions, helpRules, isRequired, optNum, requiredError, rule, verr,
} from './field-common.js';
import {
  applyListModifier, isMultiDef, multiColumn, multiEmpty, multiFromDb, multiToDb, multiToJSON, normalizeMulti,
  toUniqueStrings,
} from './multi-value.js';

export const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024;
const THUMB_SIZE_RE = /^(\d+)x(\d+)(t|b|f)?$/;

export const fileMaxSize = (def: FieldDef): number => {
  const v = optNum(def, 'maxSize');
  return v > 0 ? v : DEFAULT_FILE_MAX_SIZE;
};
const fileMaxSelect = (def: FieldDef): number => Math.max(optNum(def, 'maxSelect'), 1);

export const fileField: FieldType = {
  type: 'file',
  defaultOptions: () => ({
    help: '', maxSelect: 0, maxSize: 0, mimeTypes: null, thumbs: null, protected: false, required: false,
  }),
  validateOptions: (def) =>
    checkOptions(def, {
      ...helpRules(),
      maxSelect: [rule.int(), rule.min(0), rule.max(MAX_SAFE_JSON_INT)],
      maxSize: [rule.int(), rule.min(0), rule.max(MAX_SAFE_JSON_INT)],
      mimeTypes: [rule.stringList()],
      thumbs: [
        rule.stringList(),
        rule.each(
          (v) => (['0x0', '0x0t', '0x0b', '0x0f'].includes(String(v)) ? verr('validation_not_in_invalid', 'Must not be in list.') : null),
          (v) => (THUMB_SIZE_RE.test(String(v)) ? null : verr('validation_match_invalid', 'Must be in a valid format.')),
        ),
      ],
      protected: [rule.bool()],
      required: [rule.bool()],
    }),
  column: (def) => multiColumn(def),
  isMulti: (def) => isMultiDef(def),
  emptyValue: (def) => multiEmpty(def),
  normalize: (def, raw) => normalizeMulti(def, raw),
  applyModifier: (def, kind, current, raw) => applyListModifier(def, kind, current, raw),
  /** names not in ctx.original are rejected: pass old names + newly stored uploads as original */
  validate(def, value, ctx) {
    const names = toUniqueStrings(value);
    if (names.length === 0) return isRequired(def) ? requiredError() : null;
    const known = new Set(toUniqueStrings(ctx.original));
    const invalidFiles = names.filter((n) => !known.has(n)).map((n) => [...n].slice(0, 250).join(''));
    if (invalidFiles.length > 0) {
      return verr('validation_invalid_file', 'Invalid new files: {invalidFiles}.', { invalidFiles });
    }
    const maxSelect = fileMaxSelect(def);
    if (names.length > maxSelect) {
      return verr('validation_too_many_files', 'The maximum allowed files is {maxSelect}.', { maxSelect });
    }
    return null;
  },
  fromDb: (def, v) => multiFromDb(def, v),
  toDb: (def, v) => multiToDb(def, v),
  toJSON: (def, v) => multiToJSON(def, v),
};
