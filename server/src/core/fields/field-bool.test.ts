import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { boolField, toBool } from './field-bool.js';

const def = (required = false) => fillFieldDefaults({ type: 'bool', name: 'b', id: 'x', required });
const vctx = { isNew: true, original: undefined };

describe('bool', () => {
  it.each([
    [true, true], [false, false], ['true', true], ['false', false], ['1', true], ['0', false], [1, true], [0, false],
    ['', false], [null, false], ['yes', false],
  ] as [unknown, boolean][])('toBool %j → %j', (raw, expected) => {
    expect(toBool(raw)).toBe(expected);
    expect(boolField.normalize(def(), raw, false)).toBe(expected);
  });
  it('required ⇒ true', () => {
    expect(boolField.validate(def(true), false, vctx)?.code).toBe('validation_required');
    expect(boolField.validate(def(true), true, vctx)).toBeNull();
    expect(boolField.validate(def(), false, vctx)).toBeNull();
    expect(boolField.validate(def(), 'x', vctx)?.code).toBe('validation_unsupported_value_type');
  });
  it('options', () => {
    expect(boolField.validateOptions(def(), { collectionExists: () => true })).toBeNull();
    expect(boolField.validateOptions({ ...def(), required: 'x' }, { collectionExists: () => true })).toHaveProperty('required');
  });
  it('db and json', () => {
    expect(boolField.column(def())).toEqual({ kind: 'bool', default: false });
    expect(boolField.toDb(def(), true)).toBe(1);
    expect(boolField.toDb(def(), false)).toBe(0);
    expect(boolField.fromDb(def(), 1)).toBe(true);
    expect(boolField.fromDb(def(), 0)).toBe(false);
    expect(boolField.toJSON(def(), true)).toBe(true);
    expect(boolField.emptyValue(def())).toBe(false);
  });
});
