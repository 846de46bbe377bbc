/**
 * Field definitions and the interface every field type implements (one file per type:
 * field-text.ts, field-number.ts, …; registry.ts maps `type` to its implementation).
 *
 * Canonical in-memory values (what records hold between input and storage):
 * - text, email, url, editor, select(single), relation(single), file(single): string ('' = empty)
 * - number: number; bool: boolean
 * - date, autodate: string `YYYY-MM-DD HH:MM:SS.mmmZ` (UTC) or ''
 * - select/relation/file with maxSelect > 1: string[]
 * - json: any JSON value (null = empty)
 * - geoPoint: {lon: number, lat: number}
 * - password: PasswordValue
 */
import type { ErrorData, ValidationError } from '../../util/api-error.js';

export interface FieldDef {
  id: string;
  name: string;
  type: string;
  system: boolean;
  hidden: boolean;
  presentable: boolean;
  help?: string;
  /** type-specific options, flattened (min, max, values, maxSelect, collectionId, …) */
  [option: string]: unknown;
}

/** A password field's value: the stored hash, plus the plain text while a new one is pending. */
export interface PasswordValue {
  hash: string;
  plain?: string;
}

import type { ColumnKind } from '../../storage/dialect.js';

export type ModifierKind = 'append' | 'prepend' | 'subtract';

interface ValidateContext {
  isNew: boolean;
  /** the stored value before this change (undefined on create) */
  original: unknown;
}

interface OptionsContext {
  /** ids of existing collections (for relation.collectionId) */
  collectionExists(idOrName: string): boolean;
  /** the field as it was before this save, when updating a collection */
  previous?: FieldDef;
}

export interface FieldType {
  readonly type: string;
  /** type-specific option defaults (used by scaffolds and to fill missing options) */
  defaultOptions(): Record<string, unknown>;
  /** collection-save validation of this field's options; errors keyed by option name */
  validateOptions(def: FieldDef, ctx: OptionsContext): ErrorData | null;
  /** storage column; the dialect maps the kind to a concrete type */
  column(def: FieldDef): { kind: ColumnKind; default: string | number | boolean | null };
  /** true when the canonical value is an array */
  isMulti(def: FieldDef): boolean;
  /** value of a new record that did not submit this field */
  emptyValue(def: FieldDef): unknown;
  /**
   * Converts a submitted value (JSON value, or a type-inferred multipart/urlencoded value) into
   * the canonical value. `current` is the value before this change. Throws ValidationError when the
   * input cannot be converted (e.g. `validation_not_a_number`).
   */
  normalize(def: FieldDef, raw: unknown, current: unknown): unknown;
  /**
   * Applies a body-key modifier (`f+` append/add, `+f` prepend, `f-` remove/subtract). Returns the
   * new canonical value, or undefined when this type does not support the modifier (key ignored).
   */
  applyModifier?(def: FieldDef, kind: ModifierKind, current: unknown, raw: unknown): unknown;
  /** validates the canonical value; relation existence and unique indexes are checked by core */
  validate(def: FieldDef, value: unknown, ctx: ValidateContext): ValidationError | null;
  fromDb(def: FieldDef, dbValue: unknown): unknown;
  toDb(def: FieldDef, value: unknown): unknown;
  /** value in record JSON (hidden fields and passwords are dropped by the caller) */
  toJSON(def: FieldDef, value: unknown): unknown;
}
