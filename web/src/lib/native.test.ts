import { describe, it, expect } from 'vitest';
import { listenForDeepLinks, pathFromDeepLink } from './deep-links';

describe('pathFromDeepLink', () => {
  it.each([
    ['https://covey.app/plans/abc', '/plans/abc'],
    ['https://covey.app/chat?x=1', '/chat?x=1'],
    ['https://www.covey.app/', '/'],
    ['https://covey.app', null],
    ['covey://covey.app/login', '/login'],
    ['https://covey.app?redirect=1', '/?redirect=1'],
    ['https://example.com/plans', null],
    ['', null],
  ])('%s -> %s', (url, path) => {
    expect(pathFromDeepLink(url)).toBe(path);
  });

  it('does not listen on the web', () => {
    const stop = listenForDeepLinks(() => {
      throw new Error('should not navigate');
    });
    expect(typeof stop).toBe('function');
    stop();
  });
});

describe('isNativePlatform', () => {
  it('reads the global the native shell injects', async () => {
    const { isNativePlatform } = await import('./native');
    expect(isNativePlatform()).toBe(false);
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    expect(isNativePlatform()).toBe(true);
    delete (globalThis as { Capacitor?: unknown }).Capacitor;
  });
});
