/**
 * Preloads the language runtime from index.html (decision 0062): `main.tsx` imports it at start-up, and without
 * this its request would leave only once the entry has run, and the catalog's one more round trip later. A
 * `<link rel=modulepreload>` of the chunk that holds the runtime (today the SDK client's, which /login, /signup
 * and a signed-in screen load at once anyway) and of its static imports not already on the page lets the browser
 * fetch it with the entry. Which catalog is known only in the browser (the page's Content-Security-Policy allows
 * no inline script to choose it earlier): the runtime requests it as soon as the entry runs.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

const holds = (chunk: ChunkLike, moduleEnd: string) =>
  [chunk.facadeModuleId ?? '', ...(chunk.moduleIds ?? [])].some((id) => id.replace(/\\/g, '/').endsWith(moduleEnd));

/** the files to preload for the chunk that holds the module whose id ends with `moduleEnd`; [] when absent */
export function preloadFiles(
  bundle: Record<string, ChunkLike>,
  moduleEnd: string,
  onPage: ReadonlySet<string>,
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const root = chunks.find((c) => holds(c, moduleEnd));
  if (!root) return [];
  const files: string[] = [];
  const visit = (file: string) => {
    if (onPage.has(file) || files.includes(file)) return;
    files.push(file);
    for (const dep of bundle[file]?.imports ?? []) visit(dep);
  };
  visit(root.fileName);
  return files;
}

export function i18nPreload(moduleEnd = '/src/i18n/runtime.ts'): Plugin {
  return {
    name: 'covey:i18n-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, ctx: IndexHtmlTransformContext) {
        if (!ctx.bundle) return html;
        const onPage = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
        return preloadFiles(ctx.bundle as Record<string, ChunkLike>, moduleEnd, onPage).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
