#!/usr/bin/env node
// Prints the gzipped JavaScript shipped on the first load of /login and fails above the budget: the module
// scripts of index.html, the login route's chunk, and everything those import statically (Vite manifest).
// Also fails when that load needs more than one route chunk beyond the page's scripts (decision 0024).
// Usage: node scripts/bundle-size.mjs [distDir]   (run `vite build` first)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1000;
const ROUTE_MODULE = 'src/app/routes/auth/login.tsx';
const ROUTE_CHUNK_NAME = 'login';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const pageScripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
if (pageScripts.length === 0) throw new Error('No module script in index.html');

// The route module is a chunk of its own, or the facade of the named `login` chunk (vite.config.ts).
const route = manifest[ROUTE_MODULE] ?? Object.values(manifest).find((chunk) => chunk.name === ROUTE_CHUNK_NAME);
if (!route) throw new Error(`${ROUTE_MODULE} is not in a chunk of its own: routes must be split`);

const files = new Set();
function collect(chunk) {
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(manifest[dep]);
}
for (const file of pageScripts) {
  files.add(file);
  collect(byFile.get(file));
}
const initial = new Set(files);
collect(route);
const extra = [...files].filter((file) => !initial.has(file));

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
console.log(`First load of /login: ${kb} KB gzipped JS in ${rows.length} files (budget ${BUDGET_BYTES / 1000} KB)`);
let failed = false;
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1000).toFixed(1)} KB`);
  failed = true;
}
if (extra.length > 1) {
  console.error(`The login route needs ${extra.length} chunks beyond the page's scripts (at most 1): ${extra.join(', ')}`);
  failed = true;
}
if (failed) process.exit(1);
