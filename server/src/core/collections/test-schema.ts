/** Plain schema objects for unit tests: a field and a collection with every rule closed unless given. */
import type { FieldDef } from '../fields/field.js';
import type { Collection } from './collection.js';

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
  id: `c_${name}`,
  name,
  type,
  system: false,
  fields,
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  created: '',
  updated: '',
  ...extra,
});
