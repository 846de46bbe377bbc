import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { autogenerateText, textField } from './field-text.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'text', name: 'title', id: 'x', ...o });
const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };
const codeOf = (d: FieldDef, v: unknown) => textField.validate(d, v, vctx)?.toFieldError() ?? null;

describe('text options', () => {
  const cases: [string, Partial<FieldDef>, Record<string, string> | null][] = [
    ['defaults ok', {}, null],
    ['negative min', { min: -1 }, { min: 'validation_min_greater_equal_than_required' }],
    ['max < min', { min: 5, max: 3 }, { max: 'validation_min_greater_equal_than_required' }],
    ['max 0 with min ok', { min: 5, max: 0 }, null],
    ['non-int min', { min: 1.5 }, { min: 'validation_invalid_value' }],
    ['bad regex', { pattern: '(' }, { pattern: 'validation_invalid_regex' }],
    ['bad autogenerate', { autogeneratePattern: '[a-' }, { autogeneratePattern: 'validation_invalid_regex' }],
    ['unsupported autogenerate', { autogeneratePattern: '(a|b)' }, { autogeneratePattern: 'validation_invalid_autogenerate_pattern' }],
    ['autogenerate conflicts', { autogeneratePattern: '[a-z]{3}', min: 5 }, { autogeneratePattern: 'validation_invalid_autogenerate_pattern_value' }],
    ['pk must be id', { primaryKey: true, required: true, pattern: '^a$' }, { name: 'validation_in_invalid' }],
    ['pk needs pattern & required', { name: 'id', primaryKey: true }, { pattern: 'validation_required', required: 'validation_required' }],
    ['pk not hidden', { name: 'id', primaryKey: true, required: true, pattern: 'x', hidden: true }, { hidden: 'validation_empty' }],
    ['help too long', { help: 'x'.repeat(301) }, { help: 'validation_length_out_of_range' }],
  ];
  it.each(cases)('%s', (_n, o, expected) => {
    const errs = textField.validateOptions(def(o), octx);
    if (!expected) return expect(errs).toBeNull();
    const codes = Object.fromEntries(Object.entries(errs ?? {}).map(([k, v]) => [k, (v as { code: string }).code]));
    expect(codes).toEqual(expected);
  });
});

describe('text values', () => {
  it('normalize casts scalars', () => {
    expect(textField.normalize(def(), 12, '')).toBe('12');
    expect(textField.normalize(def(), true, '')).toBe('true');
    expect(textField.normalize(def(), null, '')).toBe('');
    expect(() => textField.normalize(def(), { a: 1 }, '')).toThrow(/unsupported/i);
  });
  const cases: [string, Partial<FieldDef>, unknown, unknown][] = [
    ['empty ok', {}, '', null],
    ['required', { required: true }, '', { code: 'validation_required', message: 'Cannot be blank.' }],
    ['min', { min: 3 }, 'ab', { code: 'validation_min_text_constraint', message: 'Must be at least 3 character(s).', params: { min: 3 } }],
    ['min counts runes', { min: 3 }, 'аб😀', null],
    ['max', { max: 2 }, 'abc', { code: 'validation_max_text_constraint', message: 'Must be no more than 2 character(s).', params: { max: 2 } }],
    ['default max 5000', {}, 'a'.repeat(5001), { code: 'validation_max_text_constraint', message: 'Must be no more than 5000 character(s).', params: { max: 5000 } }],
    ['pattern', { pattern: '^[a-z]+$' }, 'AB', { code: 'validation_invalid_format', message: 'Invalid value format.' }],
    ['pattern unanchored ok', { pattern: '[0-9]' }, 'a1b', null],
    ['wrong type', {}, 5, { code: 'validation_unsupported_value_type', message: 'Invalid or unsupported value type.' }],
  ];
  it.each(cases)('validate: %s', (_n, o, v, expected) => {
    expect(codeOf(def(o), v)).toEqual(expected);
  });
  it('autogenerate and db/json round trip', () => {
    const d = def({ autogeneratePattern: '[a-z0-9]{15}' });
    expect(autogenerateText(d)).toMatch(/^[a-z0-9]{15}$/);
    expect(autogenerateText(d, 'pre-')).toMatch(/^pre-[a-z0-9]{15}$/);
    expect(autogenerateText(def(), 'p')).toBe('p');
    expect(textField.fromDb(d, textField.toDb(d, 'héllo'))).toBe('héllo');
    expect(textField.fromDb(d, null)).toBe('');
    expect(textField.toJSON(d, 'x')).toBe('x');
    expect(textField.column(d)).toEqual({ kind: 'text', default: '' });
    expect(textField.emptyValue(d)).toBe('');
    expect(textField.applyModifier).toBeUndefined();
  });
});
