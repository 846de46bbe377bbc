import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { emailField } from './field-email.js';
import type { FieldDef, FieldType } from './field.js';

const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };
const mk = (type: string, o: Partial<FieldDef> = {}) => fillFieldDefaults({ type, name: 'f', id: 'x', ...o });
const code = (t: FieldType, d: FieldDef, v: unknown) => t.validate(d, v, vctx)?.code ?? null;

describe('email', () => {
  it.each([
    [{}, '', null],
    [{ required: true }, '', 'validation_required'],
    [{}, 'test@example.com', null],
    [{}, 'invalid', 'validation_is_email'],
    [{}, 'a@b', null],
    [{ onlyDomains: ['example.com'] }, 'test@example.com', null],
    [{ onlyDomains: ['other.com'] }, 'test@example.com', 'validation_email_domain_not_allowed'],
    [{ exceptDomains: ['example.com'] }, 'test@example.com', 'validation_email_domain_not_allowed'],
    [{ exceptDomains: ['other.com'] }, 'test@example.com', null],
  ] as [Partial<FieldDef>, string, string | null][])('%j %j', (o, v, expected) => {
    expect(code(emailField, mk('email', o), v)).toBe(expected);
  });
  it('message', () => {
    expect(emailField.validate(mk('email'), 'bad', vctx)?.message).toBe('Must be a valid email address.');
    expect(emailField.validate(mk('email', { onlyDomains: ['a.io'] }), 'x@b.io', vctx)?.message).toBe('Email domain is not allowed.');
  });
  it('options', () => {
    expect(emailField.validateOptions(mk('email'), octx)).toBeNull();
    const errs = emailField.validateOptions(mk('email', { onlyDomains: ['a.io'], exceptDomains: ['b.io'] }), octx) as Record<string, { code: string }>;
    expect(errs['onlyDomains']!.code).toBe('validation_empty');
    expect(errs['exceptDomains']!.code).toBe('validation_empty');
    const bad = emailField.validateOptions(mk('email', { onlyDomains: ['ok.io', 'not a domain'] }), octx);
    expect(bad).toEqual({ onlyDomains: { '1': { code: 'validation_is_domain', message: 'Must be a valid domain.' } } });
  });
  it('round trip', () => {
    const d = mk('email');
    expect(emailField.fromDb(d, emailField.toDb(d, 'a@b.io'))).toBe('a@b.io');
    expect(emailField.toJSON(d, 'a@b.io')).toBe('a@b.io');
    expect(emailField.normalize(d, null, '')).toBe('');
  });
});
