/** The catalog's two parts (decision 0064): what the signed-out screens need, and the rest. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogPart, firstPartIds } from './catalog-parts';
import { catalogRequest } from './lingui-catalogs';

const webRoot = join(import.meta.dirname, '..');
const catalog = (locale: string) =>
  JSON.parse(readFileSync(join(webRoot, `src/i18n/catalogs/${locale}.json`), 'utf8')) as Record<string, string>;

describe('the shipped catalogs', () => {
  const en = catalog('en');
  const es = catalog('es');
  const first = firstPartIds(webRoot, Object.keys(en)).ids;

  it('puts every id in exactly one part, and splits both languages by the same ids', () => {
    for (const source of [en, es]) {
      const head = Object.keys(catalogPart(source, first, 'first'));
      const rest = Object.keys(catalogPart(source, first, 'rest'));
      expect(head.filter((id) => rest.includes(id))).toEqual([]);
      expect([...head, ...rest].sort()).toEqual(Object.keys(source).sort());
    }
    expect(Object.keys(catalogPart(es, first, 'first')).sort()).toEqual(Object.keys(catalogPart(en, first, 'first')).sort());
    expect(Object.keys(catalogPart(es, first, 'rest')).sort()).toEqual(Object.keys(catalogPart(en, first, 'rest')).sort());
  });

  it('puts the signed-out screens, the frame and the api-error sentences first, and the signed-in screens after', () => {
    for (const id of ['login.title', 'signup.title', 'auth.resetTitle', 'auth.mfaCode', 'errorPage.notFoundTitle', 'language.pickerLabel']) {
      expect(first.has(id), id).toBe(true);
    }
    expect([...first].filter((id) => id.startsWith('error.')).length).toBe(Object.keys(en).filter((id) => id.startsWith('error.')).length);
    for (const prefix of ['home.', 'appointments.', 'plans.', 'label.', 'profile.', 'coverages.']) {
      expect([...first].filter((id) => id.startsWith(prefix)), prefix).toEqual([]);
    }
    // the point of the split: the first part is a small share of the catalog
    expect(first.size).toBeLessThan(Object.keys(en).length / 4);
  });
});

describe('firstPartIds', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalog-parts-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('src/main.tsx', "import { a } from './a';\nimport type { T } from './typed';\nimport './router';\nexport const x = a('one.id');");
  write('src/a.ts', "export const a = (id: string) => id;\nexport const later = () => import('./lazy');\nexport { b } from './b';");
  write('src/b.ts', "export const b = \"two.id\";");
  write('src/lazy.tsx', 'export const l = () => `three.${"x"}`;');
  write('src/typed.ts', "export type T = 'typed.id';");
  write('src/router.tsx', "export const r = () => import('./signed-in');\nexport const s = 'shell.id';");
  write('src/signed-in.tsx', "export const s = 'rest.id';");
  const ids = ['one.id', 'two.id', 'three.a', 'three.b', 'typed.id', 'shell.id', 'rest.id', 'unused.id'];

  it('follows static, re-exported and lazy imports, reads literal ids and template heads, and skips type-only imports', () => {
    const { ids: first, files } = firstPartIds(root, ids, ['src/main.tsx'], ['src/router.tsx']);
    expect([...first].sort()).toEqual(['one.id', 'shell.id', 'three.a', 'three.b', 'two.id']);
    expect(files.map((f) => f.slice(root.length + 1)).sort()).toEqual(['src/a.ts', 'src/b.ts', 'src/lazy.tsx', 'src/main.tsx', 'src/router.tsx']);
  });

  it('fails loudly when a root is gone', () => {
    expect(() => firstPartIds(root, ids, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx does not exist/);
  });
});

describe('catalogRequest', () => {
  it('reads the catalog file and the part from the import id', () => {
    expect(catalogRequest('/w/src/i18n/catalogs/es.json?lingui&part=first')).toEqual({ file: '/w/src/i18n/catalogs/es.json', part: 'first' });
    expect(catalogRequest('/w/en.json?lingui&part=rest')).toEqual({ file: '/w/en.json', part: 'rest' });
    expect(catalogRequest('/w/en.json?lingui')).toEqual({ file: '/w/en.json', part: null });
    expect(catalogRequest('/w/en.json')).toBeNull();
    expect(catalogRequest('/w/en.json?lingui&part=other')).toBeNull();
  });
});
