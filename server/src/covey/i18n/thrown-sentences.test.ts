/**
 * Product errors are thrown with their message id (`ProductError`, `productField`, `msg`), never as
 * an English sentence: an English literal would reach Spanish readers untranslated (nothing guesses
 * the id from the text any more). The store's own PocketBase sentences are the only literals allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STORE_SENTENCES = new Set([
  'Failed to create record.',
  'Failed to update record.',
  'Failed to authenticate.',
  'Cannot be blank.',
  'Invalid value.',
  'Must be a valid url.',
  'An error occurred while validating the submitted data.',
  'The request requires valid record authorization token.',
  'The authorized record is not allowed to perform this action.',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'i18n' ? [] : sourceFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** string literals given as a message: `new ApiError(400, '…'`, `fieldError(code, '…'`, `reject(e, 'field', '…'` */
function thrownLiterals(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /new (?:ApiError|ProductError)\(\s*\d{3},\s*(['"`])((?:(?!\1)[^\\]|\\.)+)\1/g,
    /\bfieldError\(\s*[^,]+,\s*(['"`])((?:(?!\1)[^\\]|\\.)+)\1/g,
    /\breject\(\s*e,\s*[^,]+,\s*(['"`])((?:(?!\1)[^\\]|\\.)+)\1/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push((m[2] ?? '').replace(/\\(.)/g, '$1'));
  return out;
}

describe('product errors carry message ids', () => {
  const files = sourceFiles(ROOT);
  it('finds Covey’s sources', () => expect(files.length).toBeGreaterThan(50));
  it.each(files.map((f) => [f.slice(ROOT.length)]))('%s throws no English sentence literal', (file) => {
    const literals = thrownLiterals(readFileSync(join(ROOT, file), 'utf8')).filter((s) => !STORE_SENTENCES.has(s) && !/character\(s\)|^The length must/.test(s));
    expect(literals).toEqual([]);
  });
});
