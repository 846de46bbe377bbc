import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { selectField } from './field-select.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'select', name: 's', id: 'x', values: ['a', 'b', 'c'], ...o });
const single = def();
const multi = def({ maxSelect: 2 });
const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };

describe('select', () => {
  it('options', () => {
    expect(selectField.validateOptions(single, octx)).toBeNull();
    expect(selectField.validateOptions(def({ values: [] }), octx)).toHaveProperty('values.code', 'validation_required');
    expect(selectField.validateOptions(def({ maxSelect: 4 }), octx)).toEqual({
      maxSelect: { code: 'validation_max_less_equal_than_required', message: 'Must be no greater than 3.', params: { threshold: 3 } },
    });
  });
  it.each([
    [single, 'a', 'a'],
    [single, ['a', 'b'], 'b'],
    [single, '["a","c"]', 'c'],
    [single, null, ''],
    [multi, 'a', ['a']],
    [multi, ['a', 'a', '', 'b'], ['a', 'b']],
    [multi, '["b","a"]', ['b', 'a']],
    [multi, '', []],
  ] as [FieldDef, unknown, unknown][])('normalize %#', (d, raw, expected) => {
    expect(selectField.normalize(d, raw, undefined)).toEqual(expected);
  });
  it.each([
    [single, '', null],
    [def({ required: true }), '', { code: 'validation_required', message: 'Cannot be blank.' }],
    [single, 'z', { code: 'validation_invalid_value', message: 'Invalid value z.', params: { value: 'z' } }],
    [multi, ['a', 'b', 'c'], { code: 'validation_too_many_values', message: 'Select no more than 2.', params: { maxSelect: 2 } }],
    [multi, ['a', 'c'], null],
  ] as [FieldDef, unknown, unknown][])('validate %#', (d, v, expected) => {
    expect(selectField.validate(d, v, vctx)?.toFieldError() ?? null).toEqual(expected);
  });
  it('modifiers', () => {
    const m = def({ maxSelect: 3 });
    expect(selectField.applyModifier!(m, 'append', ['a'], ['b', 'a'])).toEqual(['a', 'b']);
    expect(selectField.applyModifier!(m, 'prepend', ['a'], 'c')).toEqual(['c', 'a']);
    expect(selectField.applyModifier!(m, 'subtract', ['a', 'b', 'c'], ['a', 'c'])).toEqual(['b']);
    expect(selectField.applyModifier!(single, 'append', 'a', 'b')).toBe('b');
    expect(selectField.applyModifier!(single, 'prepend', 'a', 'b')).toBe('a');
    expect(selectField.applyModifier!(single, 'subtract', 'a', 'a')).toBe('');
  });
  it('db and json', () => {
    expect(selectField.column(single)).toEqual({ kind: 'text', default: '' });
    expect(selectField.column(multi)).toEqual({ kind: 'json', default: '[]' });
    expect(selectField.isMulti(multi)).toBe(true);
    expect(selectField.emptyValue(multi)).toEqual([]);
    expect(selectField.emptyValue(single)).toBe('');
    expect(selectField.toDb(multi, ['a', 'b'])).toBe('["a","b"]');
    expect(selectField.fromDb(multi, '["a","b"]')).toEqual(['a', 'b']);
    expect(selectField.fromDb(multi, 'a')).toEqual(['a']);
    expect(selectField.fromDb(multi, null)).toEqual([]);
    expect(selectField.toDb(single, 'a')).toBe('a');
    expect(selectField.fromDb(single, '["a","b"]')).toBe('b');
    expect(selectField.toJSON(multi, ['a'])).toEqual(['a']);
  });
});
