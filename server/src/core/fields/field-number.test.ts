import { describe, it, expect } from 'vitest';
import { ValidationError } from '../../util/api-error.js';
import { fillFieldDefaults } from './registry.js';
import { numberField } from './field-number.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'number', name: 'n', id: 'x', ...o });
const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };

describe('number', () => {
  it.each([
    [{}, null],
    [{ min: 1.5, onlyInt: true }, { min: 'validation_only_int_constraint' }],
    [{ min: 5, max: 1 }, { max: 'validation_min_number_constraint' }],
    [{ min: 'a' }, { min: 'validation_invalid_value' }],
  ] as [Partial<FieldDef>, Record<string, string> | null][])('options %j', (o, expected) => {
    const errs = numberField.validateOptions(def(o), octx);
    const codes = errs && Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, (v as { code: string }).code]));
    expect(codes).toEqual(expected);
  });

  it.each([
    [5, 5], ['12', 12], [' -1.5 ', -1.5], ['', 0], [null, 0], [true, 1], ['1e3', 1000],
  ] as [unknown, number][])('normalize %j → %j', (raw, expected) => {
    expect(numberField.normalize(def(), raw, 0)).toBe(expected);
  });
  it.each(['abc', '1,5', 'NaN', 'Infinity'])('normalize %j → validation_not_a_number', (raw) => {
    try {
      numberField.normalize(def(), raw, 0);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).code).toBe('validation_not_a_number');
    }
  });

  it.each([
    [{}, 0, null],
    [{ required: true }, 0, { code: 'validation_required', message: 'Cannot be blank.' }],
    [{ min: 10 }, 0, null],
    [{ onlyInt: true }, 1.5, { code: 'validation_only_int_constraint', message: 'Decimal numbers are not allowed.' }],
    [{ min: 2 }, 1, { code: 'validation_min_number_constraint', message: 'Must be greater or equal than 2.', params: { min: 2 } }],
    [{ max: 2.5 }, 3, { code: 'validation_max_number_constraint', message: 'Must be less or equal than 2.5.', params: { max: 2.5 } }],
    [{ min: -5, max: 5 }, -5, null],
    [{}, Number.NaN, { code: 'validation_not_a_number', message: 'The submitted number is not properly formatted.' }],
  ] as [Partial<FieldDef>, number, unknown][])('validate %j %j', (o, v, expected) => {
    expect(numberField.validate(def(o), v, vctx)?.toFieldError() ?? null).toEqual(expected);
  });

  it('modifiers', () => {
    expect(numberField.applyModifier!(def(), 'append', 5, '2')).toBe(7);
    expect(numberField.applyModifier!(def(), 'subtract', 5, 7)).toBe(-2);
    expect(numberField.applyModifier!(def(), 'prepend', 5, 1)).toBeUndefined();
  });

  it('db and json', () => {
    const d = def();
    expect(numberField.column(d)).toEqual({ kind: 'number', default: 0 });
    expect(numberField.fromDb(d, numberField.toDb(d, 1.25))).toBe(1.25);
    expect(numberField.fromDb(d, '3')).toBe(3);
    expect(numberField.fromDb(d, null)).toBe(0);
    expect(numberField.fromDb(d, 4n)).toBe(4);
    expect(numberField.toJSON(d, 2)).toBe(2);
    expect(numberField.emptyValue(d)).toBe(0);
  });
});
