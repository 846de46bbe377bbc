import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { relationField } from './field-relation.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'relation', name: 'r', id: 'x', collectionId: 'pbc_1', ...o });
const exists = { collectionExists: (id: string) => id === 'pbc_1' };
const vctx = { isNew: true, original: undefined };

describe('relation', () => {
  it.each([
    [{}, undefined, null],
    [{ collectionId: '' }, undefined, { collectionId: 'validation_required' }],
    [{ collectionId: 'nope' }, undefined, { collectionId: 'validation_field_relation_missing_collection' }],
    [{}, { collectionId: 'pbc_2' }, { collectionId: 'validation_field_relation_change' }],
    [{ minSelect: 2 }, undefined, { maxSelect: 'validation_required' }],
    [{ minSelect: 3, maxSelect: 2 }, undefined, { maxSelect: 'validation_min_greater_equal_than_required' }],
    [{ minSelect: -1 }, undefined, { minSelect: 'validation_min_greater_equal_than_required' }],
  ] as [Partial<FieldDef>, Partial<FieldDef> | undefined, Record<string, string> | null][])('options %j', (o, prev, expected) => {
    const previous = prev ? def(prev) : undefined;
    const errs = relationField.validateOptions(def(o), { ...exists, previous });
    const codes = errs && Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, (v as { code: string }).code]));
    expect(codes).toEqual(expected);
  });
  it.each([
    [{}, '', null],
    [{ required: true }, '', { code: 'validation_required', message: 'Cannot be blank.' }],
    [{ maxSelect: 5, minSelect: 2 }, ['a'], { code: 'validation_not_enough_values', message: 'Select at least 2.', params: { minSelect: 2 } }],
    [{ maxSelect: 2 }, ['a', 'b', 'c'], { code: 'validation_too_many_values', message: 'Select no more than 2.', params: { maxSelect: 2 } }],
    [{ maxSelect: 2 }, ['a', 'b'], null],
  ] as [Partial<FieldDef>, unknown, unknown][])('validate %j %j', (o, v, expected) => {
    expect(relationField.validate(def(o), v, vctx)?.toFieldError() ?? null).toEqual(expected);
  });
  it('normalize, modifiers, db', () => {
    const m = def({ maxSelect: 10 });
    expect(relationField.normalize(def(), ['a', 'b'], '')).toBe('b');
    expect(relationField.normalize(m, 'a', [])).toEqual(['a']);
    expect(relationField.applyModifier!(m, 'append', ['a'], 'b')).toEqual(['a', 'b']);
    expect(relationField.applyModifier!(m, 'subtract', ['a', 'b'], 'a')).toEqual(['b']);
    expect(relationField.fromDb(m, relationField.toDb(m, ['x', 'y']))).toEqual(['x', 'y']);
    expect(relationField.toJSON(def(), 'x')).toBe('x');
  });
});
