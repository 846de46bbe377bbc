import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { hasPendingPassword, passwordField } from './field-password.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'password', name: 'password', id: 'x', min: 8, ...o });
const vctx = { isNew: true, original: undefined };
const octx = { collectionExists: () => true };

describe('password', () => {
  it('normalize keeps the hash and records the plain text', () => {
    expect(passwordField.normalize(def(), 'secret123', { hash: 'H' })).toEqual({ hash: 'H', plain: 'secret123' });
    expect(passwordField.normalize(def(), 'secret123', undefined)).toEqual({ hash: '', plain: 'secret123' });
    expect(passwordField.normalize(def(), '', { hash: 'H' })).toEqual({ hash: '' });
    expect(hasPendingPassword({ hash: 'H', plain: 'x' })).toBe(true);
    expect(hasPendingPassword({ hash: 'H' })).toBe(false);
  });
  it.each([
    [{}, { hash: '' }, null],
    [{ required: true }, { hash: '' }, { code: 'validation_required', message: 'Cannot be blank.' }],
    [{ required: true }, { hash: 'H' }, null],
    [{}, { hash: '', plain: 'short' }, { code: 'validation_min_text_constraint', message: 'Must be at least 8 character(s).' }],
    [{}, { hash: '', plain: 'x'.repeat(72) }, { code: 'validation_max_text_constraint', message: 'Must be less than 71 character(s).' }],
    [{ max: 10 }, { hash: '', plain: 'x'.repeat(11) }, { code: 'validation_max_text_constraint', message: 'Must be less than 10 character(s).' }],
    [{ pattern: '\\d' }, { hash: '', plain: 'abcdefghij' }, { code: 'validation_invalid_format', message: 'Invalid value format.' }],
    [{}, { hash: '', plain: '12345678' }, null],
    [{}, 'x', { code: 'validation_unsupported_value_type', message: 'Invalid or unsupported value type.' }],
  ] as [Partial<FieldDef>, unknown, unknown][])('validate %j %j', (o, v, expected) => {
    expect(passwordField.validate(def(o), v, vctx)?.toFieldError() ?? null).toEqual(expected);
  });
  it('options', () => {
    expect(passwordField.validateOptions(def(), octx)).toBeNull();
    expect(passwordField.validateOptions(def({ min: 80 }), octx)).toHaveProperty('min.code', 'validation_max_less_equal_than_required');
    expect(passwordField.validateOptions(def({ max: 5 }), octx)).toHaveProperty('max.code', 'validation_min_greater_equal_than_required');
    expect(passwordField.validateOptions(def({ cost: 40 }), octx)).toHaveProperty('cost.code', 'validation_max_less_equal_than_required');
    expect(passwordField.validateOptions(def({ pattern: '[' }), octx)).toHaveProperty('pattern.code', 'validation_invalid_regex');
  });
  it('db and json', () => {
    expect(passwordField.toDb(def(), { hash: '$argon2id$x', plain: 'p' })).toBe('$argon2id$x');
    expect(passwordField.fromDb(def(), '$argon2id$x')).toEqual({ hash: '$argon2id$x' });
    expect(passwordField.fromDb(def(), null)).toEqual({ hash: '' });
    expect(passwordField.toJSON(def(), { hash: 'h' })).toBeUndefined();
    expect(passwordField.column(def())).toEqual({ kind: 'text', default: '' });
  });
});
