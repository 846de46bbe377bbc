import { describe, it, expect } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

describe('chunk reload guard', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('something else'), false],
    [null, false],
  ])('isChunkLoadError(%s) = %s', (e, ok) => expect(isChunkLoadError(e)).toBe(ok));

  it('reloads at most once per 10 s per path', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(claimChunkReload('/plans', storage, 1_000)).toBe(true);
    expect(claimChunkReload('/plans', storage, 5_000)).toBe(false);
    expect(claimChunkReload('/tasks', storage, 5_000)).toBe(true);
    expect(claimChunkReload('/plans', storage, 11_001)).toBe(true);
  });
});
