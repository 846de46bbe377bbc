/** Maps a field `type` to its implementation; field ids and default options. */
import { crc32 } from 'node:zlib';
import type { FieldDef, FieldType } from './field.js';
import { autodateField } from './field-autodate.js';
import { boolField } from './field-bool.js';
import { dateField } from './field-date.js';
import { editorField } from './field-editor.js';
import { emailField } from './field-email.js';
import { fileField } from './field-file.js';
import { geoPointField } from './field-geo-point.js';
import { jsonField } from './field-json.js';
import { numberField } from './field-number.js';
import { passwordField } from './field-password.js';
import { relationField } from './field-relation.js';
import { selectField } from './field-select.js';
import { textField } from './field-text.js';
import { urlField } from './field-url.js';

export const FIELD_TYPES: readonly FieldType[] = [
  textField, numberField, boolField, emailField, urlField, editorField, dateField, autodateField,
  selectField, fileField, relationField, jsonField, passwordField, geoPointField,
];

const byType = new Map(FIELD_TYPES.map((t) => [t.type, t]));

/** the type names, in the order above */
export const FIELD_TYPE_NAMES: readonly string[] = FIELD_TYPES.map((t) => t.type);

export const getFieldType = (type: string): FieldType | undefined => byType.get(type);

/** `<type>` + decimal CRC32-IEEE of the name, e.g. text3208210256 for `id` */
export const newFieldId = (type: string, name: string): string => `${type}${crc32(name)}`;

/**
 * A copy of `def` with the common keys (system/hidden/presentable false) and the type's default
 * options added where missing (undefined). Unknown types only get the common keys.
 */
export function fillFieldDefaults(def: Partial<FieldDef> & { type: string }): FieldDef {
  const type = getFieldType(def.type);
  const out: Record<string, unknown> = {
    id: '',
    name: '',
    system: false,
    hidden: false,
    presentable: false,
    ...(type?.defaultOptions() ?? {}),
  };
  for (const [k, v] of Object.entries(def)) if (v !== undefined) out[k] = v;
  return out as FieldDef;
}
