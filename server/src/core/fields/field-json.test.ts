import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { jsonField, toJsonValue } from './field-json.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'json', name: 'j', id: 'x', ...o });
const vctx = { isNew: true, original: undefined };

describe('json', () => {
  it.each([
    ['', ''],
    ['null', null],
    ['true', true],
    ['false', false],
    ['12', 12],
    ['-1.5', -1.5],
    ['"q"', 'q'],
    ['[1,2]', [1, 2]],
    ['{"a":1}', { a: 1 }],
    ['{bad', '{bad'],
    ['hello', 'hello'],
    ['12abc', '12abc'],
    [' [1]', ' [1]'],
    [{ a: [1] }, { a: [1] }],
    [[], []],
    [5, 5],
    [null, null],
    [undefined, null],
  ] as [unknown, unknown][])('normalize %j', (raw, expected) => {
    expect(toJsonValue(raw)).toEqual(expected);
    expect(jsonField.normalize(def(), raw, null)).toEqual(expected);
  });
  it.each([null, '', [], {}])('required rejects %j', (v) => {
    expect(jsonField.validate(def({ required: true }), v, vctx)?.code).toBe('validation_required');
  });
  it.each([0, false, 'x', [0], { a: null }])('required accepts %j', (v) => {
    expect(jsonField.validate(def({ required: true }), v, vctx)).toBeNull();
  });
  it('size limit', () => {
    expect(jsonField.validate(def({ maxSize: 5 }), 'abc', vctx)).toBeNull();
    expect(jsonField.validate(def({ maxSize: 5 }), 'abcd', vctx)?.toFieldError()).toEqual({
      code: 'validation_json_size_limit',
      message: 'The maximum allowed JSON size is 5 bytes.',
      params: { maxSize: 5 },
    });
    expect(jsonField.validate(def(), 'x'.repeat(1024 * 1024), vctx)?.code).toBe('validation_json_size_limit');
  });
  it('options', () => {
    expect(jsonField.validateOptions(def(), { collectionExists: () => true })).toBeNull();
    expect(jsonField.validateOptions(def({ maxSize: 'x' }), { collectionExists: () => true })).toHaveProperty('maxSize.code', 'validation_invalid_value');
  });
  it('db and json', () => {
    const d = def();
    expect(jsonField.column(d)).toEqual({ kind: 'json', default: null });
    expect(jsonField.toDb(d, null)).toBeNull();
    expect(jsonField.toDb(d, { a: 1 })).toBe('{"a":1}');
    expect(jsonField.toDb(d, '')).toBe('""');
    expect(jsonField.fromDb(d, '{"a":1}')).toEqual({ a: 1 });
    expect(jsonField.fromDb(d, null)).toBeNull();
    expect(jsonField.fromDb(d, '""')).toBe('');
    expect(jsonField.fromDb(d, 'not json')).toBe('not json');
    expect(jsonField.toJSON(d, [1])).toEqual([1]);
    expect(jsonField.emptyValue(d)).toBeNull();
  });
});
