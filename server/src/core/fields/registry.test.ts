import { describe, it, expect } from 'vitest';
import { FIELD_TYPES, FIELD_TYPE_NAMES, fillFieldDefaults, getFieldType, newFieldId } from './registry.js';

describe('registry', () => {
  it('lists every type once', () => {
    expect(FIELD_TYPE_NAMES).toEqual([
      'text', 'number', 'bool', 'email', 'url', 'editor', 'date', 'autodate', 'select', 'file', 'relation', 'json',
      'password', 'geoPoint',
    ]);
    expect(new Set(FIELD_TYPES).size).toBe(14);
  });
  it('getFieldType', () => {
    expect(getFieldType('text')?.type).toBe('text');
    expect(getFieldType('geoPoint')?.type).toBe('geoPoint');
    expect(getFieldType('nope')).toBeUndefined();
  });
  it('newFieldId matches PocketBase ids', () => {
    expect(newFieldId('text', 'id')).toBe('text3208210256');
  });
  it('fillFieldDefaults adds missing keys and keeps given ones', () => {
    expect(fillFieldDefaults({ type: 'number', name: 'n', id: 'number1', required: true })).toEqual({
      id: 'number1', name: 'n', type: 'number', system: false, hidden: false, presentable: false,
      help: '', min: null, max: null, onlyInt: false, required: true,
    });
    expect(fillFieldDefaults({ type: 'unknown', name: 'u' })).toEqual({
      id: '', name: 'u', type: 'unknown', system: false, hidden: false, presentable: false,
    });
  });
  it.each(FIELD_TYPES.map((t) => [t.type, t] as const))('%s: defaults pass option validation where possible', (type, t) => {
    const def = fillFieldDefaults({ type, name: 'f', id: 'x' });
    const errs = t.validateOptions(def, { collectionExists: () => true });
    const expectedKeys: Record<string, string[]> = {
      select: ['values'], relation: ['collectionId'], autodate: ['onCreate', 'onUpdate'],
    };
    expect(Object.keys(errs ?? {})).toEqual(expectedKeys[type] ?? []);
    // empty value survives a db round trip and renders
    const empty = t.emptyValue(def);
    expect(t.fromDb(def, t.toDb(def, empty))).toEqual(empty);
    expect(t.validate(def, empty, { isNew: true, original: undefined })).toBeNull();
  });
});
