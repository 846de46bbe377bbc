/**
 * The README states Node.js 20.19+ (root package.json "engines"): every package the lockfile installs
 * must accept the oldest Node that range allows, or `npm ci` prints EBADENGINE warnings (issue 11).
 * Packages that moved to Node ≥ 22 are held back with "overrides" in the root package.json.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8')) as Record<
    string,
    unknown
  >;

describe('the stated Node engine', () => {
  it('is accepted by every package in the lockfile', () => {
    const range = (read('package.json')['engines'] as { node: string }).node;
    const oldest = semver.minVersion(range)!.version;
    expect(oldest).toBe('20.19.0');
    const packages = read('package-lock.json')['packages'] as Record<
      string,
      { version?: string; engines?: { node?: string } | string[] }
    >;
    const refusing = Object.entries(packages)
      .filter(([, p]) => !Array.isArray(p.engines) && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
    expect(Object.keys(packages).length).toBeGreaterThan(100);
  });
});
