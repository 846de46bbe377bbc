/** index.html preloads the language runtime (decision 0062). */
import { describe, expect, it } from 'vitest';
import { preloadFiles } from './i18n-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
});

describe('preloadFiles', () => {
  const bundle = {
    'assets/core-a.js': chunk('assets/core-a.js', '/w/src/main.tsx', ['assets/framework-b.js']),
    'assets/framework-b.js': chunk('assets/framework-b.js', null),
    'assets/runtime-c.js': chunk('assets/runtime-c.js', '/w/src/i18n/runtime.ts', [
      'assets/core-a.js',
      'assets/lingui-d.js',
    ]),
    'assets/lingui-d.js': chunk('assets/lingui-d.js', null, ['assets/framework-b.js']),
    'assets/en-e.js': chunk('assets/en-e.js', '/w/src/i18n/catalogs/en.json?lingui'),
  };

  it('lists the runtime and its imports that the page does not load already', () => {
    const onPage = new Set(['assets/core-a.js', 'assets/framework-b.js']);
    expect(preloadFiles(bundle, '/src/i18n/runtime.ts', onPage)).toEqual(['assets/runtime-c.js', 'assets/lingui-d.js']);
  });

  it('finds the runtime inside a chunk of other modules (the SDK client’s)', () => {
    const shared = {
      'assets/api-client-f.js': {
        ...chunk('assets/api-client-f.js', null),
        moduleIds: ['/w/src/lib/api-client.ts', '/w/src/i18n/runtime.ts'],
      },
    };
    expect(preloadFiles(shared, '/src/i18n/runtime.ts', new Set())).toEqual(['assets/api-client-f.js']);
  });

  it('lists nothing when there is no such chunk (the runtime folded into another one)', () => {
    expect(preloadFiles(bundle, '/src/i18n/missing.ts', new Set())).toEqual([]);
  });
});
