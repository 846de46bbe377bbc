/**
 * Where a worker thread's script is and how to start it, from the module that owns it.
 * Built (`tsc` → dist/…/*.js) the worker is the sibling `.js` file, started as is. Under vitest or
 * tsx the owner is a `.ts` file: the worker is the sibling `.ts` file, started by a two-line
 * bootstrap that registers tsx's ESM loader in the thread first (worker threads inherit neither
 * vite's transform nor, on Node 20, a loader given with `--import` for their entry). Decision 0038.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface WorkerScript {
  /** the first argument of `new Worker` */
  script: URL | string;
  /** true when `script` is bootstrap code */
  eval: boolean;
  /** none of the parent's Node flags (`--input-type`, `--cpu-prof`, `--import …` do not fit a worker) */
  execArgv: string[];
}

/** tsx's ESM register API (its `import` export: a require-resolve would give the CommonJS one) */
function tsxEsmApi(ownerUrl: string): string {
  const manifest = createRequire(ownerUrl).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return new URL(pkg.exports['./esm/api']!.import.default, pathToFileURL(manifest)).href;
}

export function workerScript(ownerUrl: string, baseName: string): WorkerScript {
  if (ownerUrl.endsWith('.ts')) {
    const tsx = tsxEsmApi(ownerUrl);
    const entry = new URL(`./${baseName}.ts`, ownerUrl).href;
    return {
      script: `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`,
      eval: true,
      execArgv: [],
    };
  }
  return { script: new URL(`./${baseName}.js`, ownerUrl), eval: false, execArgv: [] };
}
