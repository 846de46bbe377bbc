import { describe, expect, it } from 'vitest';
import type { Collection } from '../core/collections/collection.js';
import type { FieldDef } from '../core/fields/field.js';
import { pascal, renderSchema } from './render-schema.js';

const field = (name: string, type: string, options: Record<string, unknown> = {}): FieldDef => ({
  id: `f_${name}`,
  name,
  type,
  system: false,
  hidden: false,
  presentable: false,
  ...options,
});
const collection = (id: string, name: string, fields: FieldDef[]): Collection => ({
  id,
  name,
  type: 'base',
  system: false,
  fields: [field('id', 'text', { required: true }), ...fields],
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  created: '',
  updated: '',
});

const schema = [
  collection('pbc_2', 'pets', [
    field('kind', 'select', { values: ['cat', "o'dog"], maxSelect: 1, required: true }),
    field('moods', 'select', { values: ['calm', 'busy'], maxSelect: 2 }),
    field('size', 'select', { values: ['s', 'm'], maxSelect: 1 }),
    field('owner', 'relation', { collectionId: 'pbc_1', maxSelect: 1, required: true }),
    field('friends', 'relation', { collectionId: 'pbc_2', maxSelect: 99 }),
    field('born', 'date'),
    field('weight', 'number'),
    field('indoor', 'bool'),
    field('notes', 'json'),
    field('photos', 'file', { maxSelect: 3 }),
    field('secret', 'text', { hidden: true }),
  ]),
  collection('pbc_1', 'pet_owners', [field('name', 'text')]),
];

describe('renderSchema', () => {
  const text = renderSchema(schema);

  it('gives each select its values as a const array and a union; a single optional select may be empty', () => {
    expect(text).toContain(`export const petsKindValues = ['cat', 'o\\'dog'] as const;`);
    expect(text).toContain('export type PetsKind = (typeof petsKindValues)[number];');
    expect(text).toContain('  kind: PetsKind;');
    expect(text).toContain("  size: PetsSize | '';");
    expect(text).toContain('  moods: PetsMoods[];');
  });

  it('types relations as ids and maps each to its target collection by name', () => {
    expect(text).toContain('  /** → pet_owners, required */\n  owner: RecordIdString;');
    expect(text).toContain('  friends: RecordIdString[];');
    expect(text).toContain("    owner: { to: 'pet_owners', multi: false },");
    expect(text).toContain("    friends: { to: 'pets', multi: true },");
  });

  it('types the other fields and keeps hidden ones off the API record', () => {
    expect(text).toMatch(
      /born: IsoDateString;\n\s+weight: number;\n\s+indoor: boolean;\n\s+notes: unknown;\n\s+photos: string\[\];\n\}/,
    );
    expect(text).toContain('export interface PetsStoredRecord extends PetsRecord {\n  secret: string;\n}');
    expect(text).toContain("  PetOwners: 'pet_owners',");
    expect(text).toContain('  pet_owners: PetOwnersRecord;');
  });

  it('is the same text whatever order the collections come in', () => {
    expect(renderSchema([...schema].reverse())).toBe(text);
  });

  it('refuses two schema names that map to one type name', () => {
    expect(pascal('circle_members')).toBe('CircleMembers');
    expect(() => renderSchema([collection('a', 'pet_owners', []), collection('b', 'petOwners', [])])).toThrow(
      /both map to/,
    );
  });
});
