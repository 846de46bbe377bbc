import { describe, expect, it } from 'vitest';
import { acceptLocale, recipientLocale, requestLocale } from './negotiate.js';
import { toLocale } from './t.js';

const user = (language: unknown) => ({ collection: { name: 'users' }, record: { id: 'u1', language } });

describe('locale negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419,es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es;q=0.4,en;q=0.6', 'en'],
    ['es;q=0.6,en;q=0.4', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['de,fr', 'en'],
    ['*', 'en'],
    ['es;q=0', 'en'],
    ['garbage;;;q=x', 'en'],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(acceptLocale(header)).toBe(locale);
  });

  it('the signed-in person’s own language wins over the header; others fall back to the header', () => {
    expect(requestLocale(user('es'), 'en-US')).toBe('es');
    expect(requestLocale(user('en'), 'es')).toBe('en');
    // a language Covey does not speak yet: the header decides
    expect(requestLocale(user('vi'), 'es')).toBe('es');
    expect(requestLocale(user(''), 'es-US')).toBe('es');
    // a superuser's record has no language of a member's
    expect(requestLocale({ collection: { name: '_superusers' }, record: { language: 'es' } }, 'en')).toBe('en');
    expect(requestLocale(null, undefined)).toBe('en');
  });

  it('a mail goes in the recipient’s language, else the fallback', () => {
    expect(recipientLocale({ data: { language: 'es' } })).toBe('es');
    expect(recipientLocale({ data: { language: '' } }, 'es')).toBe('es');
    expect(recipientLocale(null, 'es')).toBe('es');
    expect(recipientLocale({ data: { language: 'zh' } })).toBe('en');
    expect(recipientLocale(undefined)).toBe('en');
  });

  it.each([['es', 'es'], ['ES-us', 'es'], ['en_GB', 'en'], ['zh', 'en'], [3, 'en'], [null, 'en']])('toLocale(%j) → %s', (v, l) => {
    expect(toLocale(v)).toBe(l);
  });
});
