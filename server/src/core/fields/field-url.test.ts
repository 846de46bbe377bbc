import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { urlField } from './field-url.js';
import type { FieldDef, FieldType } from './field.js';

const octx = { collectionExists: () => true };
const vctx = { isNew: true, original: undefined };
const mk = (type: string, o: Partial<FieldDef> = {}) => fillFieldDefaults({ type, name: 'f', id: 'x', ...o });
const code = (t: FieldType, d: FieldDef, v: unknown) => t.validate(d, v, vctx)?.code ?? null;

describe('url', () => {
  it.each([
    [{}, '', null],
    [{ required: true }, '', 'validation_required'],
    [{}, 'https://example.com', null],
    [{}, 'https://example.com/a?b=1#c', null],
    [{}, 'example.com', null],
    [{}, 'http://localhost:8090', null],
    [{}, 'invalid', 'validation_invalid_url'],
    [{}, 'javascript:alert(1)', 'validation_invalid_url'],
    [{}, 'https://exa mple.com', 'validation_invalid_url'],
    [{}, 'example.com:8080/a', null],
    [{}, 'localhost:8090', null],
    [{}, 'HTTPS://Example.com/x', null],
    // http(s) only, and never a user name or password: a schemeless value with user info is how
    // `javascript:` passes as "user javascript at host" (decision 0032)
    [{}, "javascript:'@evil.example/';alert(document.cookie)", 'validation_invalid_url'],
    [{}, "javascript:0+'@evil.example/'+alert(1)", 'validation_invalid_url'],
    [{}, 'javascript://evil.example/%0Aalert(1)', 'validation_invalid_url'],
    [{}, 'JavaScript:alert(1)', 'validation_invalid_url'],
    [{}, 'data:text/html,<script>alert(1)</script>', 'validation_invalid_url'],
    [{}, 'vbscript:msgbox(1)', 'validation_invalid_url'],
    [{}, 'ftp://files.example.com/a', 'validation_invalid_url'],
    [{}, 'wss://live.example.com', 'validation_invalid_url'],
    [{}, 'https://user:pass@example.com', 'validation_invalid_url'],
    [{}, 'https://@example.com', 'validation_invalid_url'],
    [{}, 'user@example.com', 'validation_invalid_url'],
    [{ onlyDomains: ['example.com'] }, 'https://example.com', null],
    [{ onlyDomains: ['other.com'] }, 'https://example.com', 'validation_url_domain_not_allowed'],
    [{ exceptDomains: ['example.com'] }, 'https://example.com', 'validation_url_domain_not_allowed'],
  ] as [Partial<FieldDef>, string, string | null][])('%j %j', (o, v, expected) => {
    expect(code(urlField, mk('url', o), v)).toBe(expected);
  });
  it('messages and options', () => {
    expect(urlField.validate(mk('url'), 'bad', vctx)?.message).toBe('Must be a valid url.');
    expect(urlField.validateOptions(mk('url', { exceptDomains: ['x.io'] }), octx)).toBeNull();
    expect(urlField.toJSON(mk('url'), 'https://a.io')).toBe('https://a.io');
  });
});
