#!/usr/bin/env node
// Prints the gzipped JavaScript shipped on the first load of /login (entry chunk + the login route
// module and everything they import statically) from the Vite manifest, and fails above the budget.
// Usage: node scripts/bundle-size.mjs [distDir]   (run `vite build` first)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const ROUTE_MODULE = 'src/app/routes/auth/login.tsx';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
if (!manifest[ROUTE_MODULE]) throw new Error(`${ROUTE_MODULE} is not a chunk of its own: routes must be split`);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
collect(entryKey);
collect(ROUTE_MODULE);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1000).toFixed(1).padStart(7)} KB  ${file}`);
const kb = (total / 1000).toFixed(1);
console.log(`First load of /login: ${kb} KB gzipped JS (budget ${BUDGET_BYTES / 1000} KB)`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1000).toFixed(1)} KB`);
  process.exit(1);
}
