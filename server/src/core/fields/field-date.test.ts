import { describe, it, expect } from 'vitest';
import { ValidationError } from '../../util/api-error.js';
import { fillFieldDefaults } from './registry.js';
import { dateField } from './field-date.js';
import { autodateApplies, autodateField } from './field-autodate.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'date', name: 'd', id: 'x', ...o });
const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };

describe('date', () => {
  it('normalize', () => {
    expect(dateField.normalize(def(), '2024-05-06T07:08:09Z', '')).toBe('2024-05-06 07:08:09.000Z');
    expect(dateField.normalize(def(), '', 'x')).toBe('');
    expect(() => dateField.normalize(def(), 'nope', '')).toThrow(ValidationError);
  });
  it.each([
    [{}, '', null],
    [{ required: true }, '', { code: 'validation_required', message: 'Cannot be blank.' }],
    [{ min: '2024-01-01 00:00:00.000Z' }, '2023-12-31 23:59:59.999Z', {
      code: 'validation_min_greater_equal_than_required',
      message: 'Must be no less than 2024-01-01 00:00:00.000Z.',
      params: { threshold: '2024-01-01 00:00:00.000Z' },
    }],
    [{ max: '2024-01-01' }, '2024-01-01 00:00:00.001Z', {
      code: 'validation_max_less_equal_than_required',
      message: 'Must be no greater than 2024-01-01 00:00:00.000Z.',
      params: { threshold: '2024-01-01 00:00:00.000Z' },
    }],
    [{ min: '2024-01-01', max: '2024-12-31' }, '2024-06-01 00:00:00.000Z', null],
  ] as [Partial<FieldDef>, string, unknown][])('validate %j %j', (o, v, expected) => {
    expect(dateField.validate(def(o), v, vctx)?.toFieldError() ?? null).toEqual(expected);
  });
  it('options', () => {
    expect(dateField.validateOptions(def({ min: '2024-01-01', max: '2025-01-01' }), octx)).toBeNull();
    expect(dateField.validateOptions(def({ min: '2025-01-01', max: '2024-01-01' }), octx)).toHaveProperty('max.code', 'validation_date_out_of_range');
    expect(dateField.validateOptions(def({ min: 'bad' }), octx)).toHaveProperty('min.code', 'validation_invalid_date');
  });
  it('round trip', () => {
    const v = '2024-05-06 07:08:09.123Z';
    expect(dateField.fromDb(def(), dateField.toDb(def(), v))).toBe(v);
    expect(dateField.fromDb(def(), null)).toBe('');
    expect(dateField.toJSON(def(), v)).toBe(v);
  });
});

describe('autodate', () => {
  const ad = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'autodate', name: 'created', id: 'y', ...o });
  it('ignores input', () => {
    expect(autodateField.normalize(ad(), '2020-01-01', '2024-01-01 00:00:00.000Z')).toBe('2024-01-01 00:00:00.000Z');
    expect(autodateField.normalize(ad(), '2020-01-01', undefined)).toBe('');
    expect(autodateField.validate(ad(), '', vctx)).toBeNull();
  });
  it('options', () => {
    expect(autodateField.validateOptions(ad({ onCreate: true }), octx)).toBeNull();
    const errs = autodateField.validateOptions(ad(), octx);
    expect(errs).toHaveProperty('onCreate.code', 'validation_required');
    expect(errs).toHaveProperty('onUpdate.message', 'Either onCreate or onUpdate must be enabled.');
    const prev = ad({ onCreate: true, system: true });
    expect(autodateField.validateOptions(ad({ system: true, onCreate: true, onUpdate: true }), { ...octx, previous: prev }))
      .toHaveProperty('onUpdate.code', 'validation_values_mismatch');
    expect('help' in autodateField.defaultOptions()).toBe(false);
  });
  it('applies', () => {
    expect(autodateApplies(ad({ onCreate: true }), true)).toBe(true);
    expect(autodateApplies(ad({ onCreate: true }), false)).toBe(false);
    expect(autodateApplies(ad({ onUpdate: true }), false)).toBe(true);
  });
});
