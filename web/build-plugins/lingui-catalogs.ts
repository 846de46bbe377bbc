/**
 * Compiles the message catalogs at build time (decision 0057): `import('./catalogs/es.json?lingui')` becomes a
 * module whose `messages` are Lingui's compiled form, so the browser never parses ICU and the runtime needs no
 * compiler. A message that does not parse fails the build (and `npm run i18n:check`).
 * `?lingui&part=first` and `?lingui&part=rest` are the two halves of a catalog (decision 0064, ./catalog-parts):
 * what the signed-out screens need, and everything else. The source catalogs stay one file per language.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@messageformat/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogPart, firstPartIds, type CatalogPart, type FirstPart } from './catalog-parts';

const CATALOG_ID = /^(.+\.json)\?lingui(?:&part=(first|rest))?$/;

/** the catalog file and part an import id asks for, or null when it is not a catalog import */
export function catalogRequest(id: string): { file: string; part: CatalogPart | null } | null {
  const match = CATALOG_ID.exec(id);
  return match ? { file: match[1]!, part: (match[2] as CatalogPart | undefined) ?? null } : null;
}

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

const readCatalog = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

export function linguiCatalogs(): Plugin {
  let root = process.cwd();
  // computed once for the four part imports; again after any watched module changes (dev)
  let cached: FirstPart | null = null;
  return {
    name: 'covey-lingui-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      cached = null;
    },
    watchChange() {
      cached = null;
    },
    load(id) {
      const request = catalogRequest(id);
      if (!request) return null;
      const { file, part } = request;
      this.addWatchFile(file);
      let source = readCatalog(file);
      if (part) {
        // split by the English ids, so both languages split identically (i18n:check keeps their ids the same)
        cached ??= firstPartIds(root, Object.keys(readCatalog(join(dirname(file), 'en.json'))));
        cached.files.forEach((f) => this.addWatchFile(f));
        source = catalogPart(source, cached.ids, part);
      }
      const compiled = compileCatalog(source);
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, moduleType: 'js' };
    },
  };
}
