/**
 * The bench's reads are the SPA's: every filter, sort and expand text in scale-reads.ts appears,
 * as written, in the web sources (feature `api/` modules and lib), so a simplified query cannot
 * slip into the benchmark and a changed SPA query shows up here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '../../../web/src');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(e.name) && !e.name.includes('.test.')) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('bench:scale reads', () => {
  const web = sources(webSrc).join('\n');
  const bench = readFileSync(path.join(here, 'scale-reads.ts'), 'utf8');
  const texts = (key: string) => [...bench.matchAll(new RegExp(`${key}: '([^']+)'`, 'g'))].map((m) => m[1]!);
  const filters = [...bench.matchAll(/filter\(\s*'([^']+)'/g), ...bench.matchAll(/filter\(\s*`([^`$]+)`/g)].map((m) => m[1]!);

  it('finds the texts it checks', () => {
    expect(texts('sort').length).toBeGreaterThan(20);
    expect(texts('expand').length).toBeGreaterThan(10);
    expect(filters.length).toBeGreaterThan(20);
  });

  // the shared pieces the filters are composed of (OWN_CHAT, GUARDED_BY_ME) are the web's too
  const pieces = [...bench.matchAll(/^const [A-Z_]+ = '([^']+)';/gm)].map((m) => m[1]!);

  it.each([...new Set([...texts('sort'), ...texts('expand'), ...filters, ...pieces])])('%s is in the web sources', (text) => {
    expect(web.includes(text)).toBe(true);
  });
});
