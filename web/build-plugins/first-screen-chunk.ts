/**
 * One chunk for a returning member's first screen (decision 0059, issue #32).
 *
 * Left to automatic chunking, the member's `/` arrived as ~47 lazy chunks, most under 1.5 KB: every lazy
 * route draws its own boundaries, so each module shared by a different set of routes became its own file.
 * Over HTTP/1.1 the browser has six connections to the server, so those files queue in rounds, and Vite's
 * preload helper resolves and appends one `<link>` per file for every `import()` of the preload chunk.
 *
 * This plugin finds, once the module graph is built, the modules statically reachable from the first screen's
 * roots (the home route, the role navigation, the top bar's buttons) that
 * the entry (`main.tsx`), the sign-in and sign-up screens with the client they load, and the query layout
 * (the public reset and verify screens use it) do not reach, and offers them to one code-splitting group. Whatever
 * `/login` or the core need stays where it was, so their first load does not change; a later screen that uses
 * a module of the group loads the group (most visits start at `/`, where it is already in the cache).
 */
import type { Plugin } from 'vite';

/** module-id endings, relative to web/src, of the first screen's roots and of the code that must stay apart */
const ROOTS = [
  'app/routes/main/home.tsx',
  'app/layouts/role-navigation.tsx',
  'features/notifications/components/chat-button.tsx',
  'app/layouts/top-bar-account.tsx',
];
const APART = [
  'main.tsx',
  'app/routes/auth/login.tsx',
  'app/routes/auth/signup.tsx',
  'features/auth/api/auth-actions.ts',
  'lib/api-client.ts',
  'app/layouts/query-layout.tsx',
  'app/signed-in-preload.ts',
  // the dashboard's data leaves before its code (decision 0045): its prefetch stays in its own small chunks
  'app/routes/main/home-data.ts',
  'lib/query-client.ts',
];

interface GraphReader {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const clean = (id: string) => id.split('?')[0]!.replace(/\\/g, '/');

/** every module statically reachable from the modules whose id ends in one of `ends` */
export function staticClosure(graph: GraphReader, ends: readonly string[]): Set<string> {
  const ids = [...graph.getModuleIds()];
  const stack = ids.filter((id) => ends.some((end) => clean(id).endsWith(`/src/${end}`)));
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

/** the modules of the first screen that neither the entry nor /login reach */
export function firstScreenModules(graph: GraphReader): Set<string> {
  const apart = staticClosure(graph, APART);
  const members = new Set<string>();
  for (const id of staticClosure(graph, ROOTS)) if (!apart.has(id) && !clean(id).endsWith('.css')) members.add(id);
  return members;
}

/** the dashboard's data prefetch (decision 0062): its module and the query definitions it reaches, one chunk */
const DATA_ROOT = 'app/routes/main/home-data.ts';

/** the modules of the home's data prefetch that neither the entry nor /login reach */
export function homeDataModules(graph: GraphReader): Set<string> {
  const apart = staticClosure(
    graph,
    APART.filter((end) => end !== DATA_ROOT),
  );
  const members = new Set<string>();
  for (const id of staticClosure(graph, [DATA_ROOT])) if (!apart.has(id) && !clean(id).endsWith('.css')) members.add(id);
  return members;
}

/** the plugin and the groups' `test`s, which read what the plugin found when the graph was complete */
export function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean; dataTest: (id: string) => boolean } {
  let members = new Set<string>();
  let data = new Set<string>();
  return {
    plugin: {
      name: 'covey:first-screen-chunk',
      apply: 'build',
      buildEnd() {
        members = firstScreenModules(this);
        data = homeDataModules(this);
      },
    },
    test: (id) => members.has(id),
    dataTest: (id) => data.has(id),
  };
}
