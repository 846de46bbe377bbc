/** Plain schema objects for unit tests: a field, and a blank collection (collection-defaults) with the given fields. */
import type { FieldDef } from '../fields/field.js';
import type { Collection } from './collection.js';
import { blankCollection } from './collection-defaults.js';

export const testField = (name: string, type: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id: `f_${name}`,
  name,
  type,
  system: false,
  hidden: false,
  presentable: false,
  ...extra,
});

export const testCollection = (name: string, type: Collection['type'], fields: FieldDef[], extra: Partial<Collection> = {}): Collection => ({
  ...blankCollection(type),
  id: `c_${name}`,
  name,
  fields,
  created: '',
  updated: '',
  ...extra,
});
