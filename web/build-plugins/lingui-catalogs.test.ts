/** The catalogs compiled at build time (decision 0057). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './lingui-catalogs';

const catalog = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../src/i18n/catalogs/${locale}.json`), 'utf8')) as Record<string, string>;

describe('compileCatalog', () => {
  it('compiles ICU plurals and arguments to Lingui runtime tokens', () => {
    const out = compileCatalog({ a: 'Hello', b: 'Hi {name}', c: '{n, plural, one {# day} other {# days}}' });
    expect(out['a']).toEqual(['Hello']);
    expect(out['b']).toEqual(['Hi ', ['name']]);
    expect(JSON.stringify(out['c'])).toContain('plural');
  });

  it('fails the build on a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalog({ broken: 'Hi {name' })).toThrow(/"broken" is not valid ICU/);
  });

  it('the shipped catalogs compile', () => {
    expect(() => compileCatalog(catalog('en'))).not.toThrow();
    expect(() => compileCatalog(catalog('es'))).not.toThrow();
  });
});
