/**
 * Compiles the message catalogs at build time (decision 0057): `import('./catalogs/es.json?lingui')` becomes a
 * module whose `messages` are Lingui's compiled form, so the browser never parses ICU and the runtime needs no
 * compiler. A message that does not parse fails the build (and `npm run i18n:check`).
 */
import { readFileSync } from 'node:fs';
import { parse } from '@messageformat/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SUFFIX = '?lingui';

/** the catalog's messages in Lingui's compiled form; throws on a message that is not valid ICU */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      // Lingui's compiler falls back to the raw text on a syntax error: the strict parser refuses it first
      parse(message);
      out[id] = compileMessage(message);
    } catch (err) {
      throw new Error(`Message "${id}" is not valid ICU: ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}

export function linguiCatalogs(): Plugin {
  return {
    name: 'covey-lingui-catalogs',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, moduleType: 'js' };
    },
  };
}
