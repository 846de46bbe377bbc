/** `editor`: rich text (HTML string) limited by byte size (maxSize 0 ⇒ 5 MiB). */
import type { FieldDef, FieldType } from './field.js';
import {
  MAX_SAFE_JSON_INT, checkOptions, helpRules, isRequired, optNum, requiredError, rule, toStr,
  unsupportedTypeError, verr,
} from './field-common.js';

export const DEFAULT_EDITOR_MAX_SIZE = 5 * 1024 * 1024;

/** effective max content size in bytes */
export const editorMaxSize = (def: FieldDef): number => {
  const v = optNum(def, 'maxSize');
  return v > 0 ? v : DEFAULT_EDITOR_MAX_SIZE;
};

export const editorField: FieldType = {
  type: 'editor',
  defaultOptions: () => ({ help: '', maxSize: 0, convertURLs: false, required: false }),
  validateOptions: (def) =>
    checkOptions(def, {
      ...helpRules(),
      maxSize: [rule.int(), rule.min(0), rule.max(MAX_SAFE_JSON_INT)],
      convertURLs: [rule.bool()],
      required: [rule.bool()],
    }),
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, raw) => toStr(raw),
  validate(def, value) {
    if (typeof value !== 'string') return unsupportedTypeError();
    if (isRequired(def) && value === '') return requiredError();
    const maxSize = editorMaxSize(def);
    if (Buffer.byteLength(value, 'utf8') > maxSize) {
      return verr('validation_content_size_limit', 'The maximum allowed content size is {maxSize} bytes.', { maxSize });
    }
    return null;
  },
  fromDb: (_def, v) => (v === null || v === undefined ? '' : String(v)),
  toDb: (_def, v) => toStr(v),
  toJSON: (_def, v) => toStr(v),
};
