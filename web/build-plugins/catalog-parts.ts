/**
 * Which messages the signed-out screens need (decision 0064): the catalog's "first" part, loaded at start-up;
 * every other message is in the "rest" part, which the signed-in screens wait for (app/router.tsx).
 *
 * The rule is computed, so a new message lands in the right part without anyone keeping a list: starting from
 * FIRST_PART_ROOTS, every module reachable by relative imports (static and lazy, type-only imports skipped) is
 * read; each string literal in them that is a message id goes in "first", and so does every id starting with a
 * template literal's static head (`agreementDoc.${key}.title` → all `agreementDoc.` ids). A false positive costs a
 * few bytes on the first load; a message a signed-out screen shows but whose id is only built elsewhere and passed
 * in would be missing, which the signed-out screens' tests report (Lingui's `missing`, i18n/runtime.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';

/** the modules that render before the "rest" part is in: the entry (app frame, top bar, language picker, error
 * and not-found page, guard) and the signed-out routes, with the query cache the public reset and verify use */
const FIRST_PART_ROOTS = [
  'src/main.tsx',
  'src/app/routes/auth/login.tsx',
  'src/app/routes/auth/signup.tsx',
  'src/app/routes/auth/reset.tsx',
  'src/app/routes/auth/verify.tsx',
  'src/app/layouts/query-layout.tsx',
];

/** modules whose lazy imports are not followed: the router's route table (the routes under the signed-in query
 * layout wait for "rest"; the signed-out ones are roots above) */
const LAZY_NOT_FOLLOWED = ['src/app/router.tsx'];

export type CatalogPart = 'first' | 'rest';

export interface FirstPart {
  /** the ids of the "first" part */
  ids: Set<string>;
  /** the modules read (watched in dev) */
  files: string[];
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // packages hold no message ids
  const base = resolve(dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

const unquote = (text: string) => text.replace(/^['"`]|['"`]$/g, '');

/** the ids of `allIds` that the modules reachable from the roots of `webRoot` use */
export function firstPartIds(
  webRoot: string,
  allIds: readonly string[],
  roots: readonly string[] = FIRST_PART_ROOTS,
  lazyNotFollowed: readonly string[] = LAZY_NOT_FOLLOWED,
): FirstPart {
  const known = new Set(allIds);
  const stop = new Set(lazyNotFollowed.map((file) => join(webRoot, file)));
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  const seen = new Set<string>();
  const queue = roots.map((file) => {
    const path = join(webRoot, file);
    if (!existsSync(path)) throw new Error(`catalog parts: the root ${file} does not exist (update FIRST_PART_ROOTS)`);
    return path;
  });
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const parsed = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
    if (parsed.errors.length > 0) throw new Error(`catalog parts: ${file} does not parse: ${parsed.errors[0]!.message}`);
    const follow = (specifier: string) => {
      const target = resolveRelative(file, specifier);
      if (target) queue.push(target);
    };
    for (const entry of parsed.module.staticImports) {
      const typeOnly = /^import\s+type\b/.test(source.slice(entry.start, entry.end)) ||
        (entry.entries.length > 0 && entry.entries.every((e) => e.isType));
      if (!typeOnly) follow(entry.moduleRequest.value);
    }
    for (const entry of parsed.module.staticExports) {
      for (const item of entry.entries) if (item.moduleRequest && !item.isType) follow(item.moduleRequest.value);
    }
    if (!stop.has(file)) {
      for (const entry of parsed.module.dynamicImports) {
        follow(unquote(source.slice(entry.moduleRequest.start, entry.moduleRequest.end)));
      }
    }
    for (const match of source.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
      if (known.has(match[2]!)) ids.add(match[2]!);
    }
    for (const match of source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) prefixes.add(match[1]!);
  }
  for (const prefix of prefixes) for (const id of allIds) if (id.startsWith(prefix)) ids.add(id);
  return { ids, files: [...seen] };
}

/** the messages of `catalog` in `part` (the same ids for every language: the split is by id) */
export function catalogPart<T>(catalog: Record<string, T>, first: ReadonlySet<string>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => first.has(id) === (part === 'first')));
}
