#!/usr/bin/env node
// Checks the message catalogs (decision 0057): every message exists in every language, is valid ICU (compiled
// as the build compiles it), is not empty, and uses the same ICU arguments (names and types) as the English one.
// Usage: node scripts/i18n-check.mjs [catalogDir]   (npm run i18n:check)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@messageformat/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const dir = resolve(process.argv[2] ?? new URL('../src/i18n/catalogs', import.meta.url).pathname);
const SOURCE = 'en';

/** `name:type` of every argument in a compiled message (plural/select branches included) */
function argumentsOf(compiled, out = new Set()) {
  if (!Array.isArray(compiled)) return out;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, type, options] = token;
    out.add(`${name}:${type ?? 'text'}`);
    if (options && typeof options === 'object') for (const branch of Object.values(options)) argumentsOf(branch, out);
  }
  return out;
}

const catalogs = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
);
const problems = [];
const source = catalogs[SOURCE];
if (!source) throw new Error(`No ${SOURCE}.json in ${dir}`);

const compiled = {};
for (const [locale, messages] of Object.entries(catalogs)) {
  compiled[locale] = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${locale}: "${id}" is empty`);
      continue;
    }
    try {
      parse(message); // strict: Lingui's compiler would keep a broken message as plain text
      compiled[locale][id] = compileMessage(message);
    } catch (err) {
      problems.push(`${locale}: "${id}" is not valid ICU (${err.message})`);
    }
  }
}

for (const [locale, messages] of Object.entries(catalogs)) {
  if (locale === SOURCE) continue;
  for (const id of Object.keys(source)) if (!(id in messages)) problems.push(`${locale}: "${id}" is missing`);
  for (const id of Object.keys(messages)) if (!(id in source)) problems.push(`${locale}: "${id}" is not in ${SOURCE}.json`);
  for (const id of Object.keys(source)) {
    if (!(id in compiled[locale]) || !(id in compiled[SOURCE])) continue;
    const want = [...argumentsOf(compiled[SOURCE][id])].sort().join(', ');
    const got = [...argumentsOf(compiled[locale][id])].sort().join(', ');
    if (want !== got) problems.push(`${locale}: "${id}" has arguments {${got}}, ${SOURCE} has {${want}}`);
  }
}

const count = Object.keys(source).length;
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`i18n:check: ${problems.length} problem(s) in ${Object.keys(catalogs).length} catalogs`);
  process.exit(1);
}
console.log(`i18n:check: ${count} messages, identical ids and ICU arguments in ${Object.keys(catalogs).sort().join(', ')}`);
