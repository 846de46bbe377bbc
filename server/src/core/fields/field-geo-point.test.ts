import { describe, it, expect } from 'vitest';
import { ValidationError } from '../../util/api-error.js';
import { fillFieldDefaults } from './registry.js';
import { geoPointField } from './field-geo-point.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'geoPoint', name: 'g', id: 'x', ...o });
const vctx = { isNew: true, original: undefined };

describe('geoPoint', () => {
  it.each([
    [{ lon: 1, lat: 2 }, { lon: 1, lat: 2 }],
    ['{"lon":3,"lat":4}', { lon: 3, lat: 4 }],
    [{ lat: 5 }, { lon: 0, lat: 5 }],
    [null, { lon: 0, lat: 0 }],
    ['', { lon: 0, lat: 0 }],
    [{ lon: 1, lat: 2, extra: true }, { lon: 1, lat: 2 }],
  ] as [unknown, unknown][])('normalize %j', (raw, expected) => {
    expect(geoPointField.normalize(def(), raw, undefined)).toEqual(expected);
  });
  it.each(['nope', [1, 2], { lon: '1', lat: 2 }, 5])('normalize rejects %j', (raw) => {
    expect(() => geoPointField.normalize(def(), raw, undefined)).toThrow(ValidationError);
  });
  it.each([
    [{}, { lon: 0, lat: 0 }, null],
    [{ required: true }, { lon: 0, lat: 0 }, 'validation_required'],
    [{ required: true }, { lon: 0, lat: 1 }, null],
    [{}, { lon: 10, lat: 91 }, 'validation_invalid_latitude'],
    [{}, { lon: -181, lat: 10 }, 'validation_invalid_longitude'],
    [{}, { lon: 180, lat: -90 }, null],
  ] as [Partial<FieldDef>, unknown, string | null][])('validate %j %j', (o, v, expected) => {
    expect(geoPointField.validate(def(o), v, vctx)?.code ?? null).toBe(expected);
  });
  it('messages, db, json', () => {
    expect(geoPointField.validate(def(), { lon: 0, lat: 100 }, vctx)?.message).toBe('Latitude must be between -90 and 90 degrees.');
    expect(geoPointField.column(def())).toEqual({ kind: 'json', default: '{"lon":0,"lat":0}' });
    expect(geoPointField.toDb(def(), { lon: 1.5, lat: -2 })).toBe('{"lon":1.5,"lat":-2}');
    expect(geoPointField.fromDb(def(), '{"lon":1.5,"lat":-2}')).toEqual({ lon: 1.5, lat: -2 });
    expect(geoPointField.fromDb(def(), 'garbage')).toEqual({ lon: 0, lat: 0 });
    expect(geoPointField.toJSON(def(), { lon: 1, lat: 2 })).toEqual({ lon: 1, lat: 2 });
    expect(geoPointField.emptyValue(def())).toEqual({ lon: 0, lat: 0 });
  });
});
