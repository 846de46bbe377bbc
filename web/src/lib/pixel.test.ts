import { describe, it, expect } from 'vitest';
import { shouldFirePixel, trackPixelPageView } from './pixel';

describe('pixel', () => {
  it.each([
    ['', '/login', '', false, false],
    ['123', '/login', '', false, true],
    ['123', '/signup', '', false, true],
    ['123', '/login', '?redirect=%2Freports', false, false],
    ['123', '/login', '', true, false],
    ['123', '/', '', true, false],
    ['123', '/reports/abc', '', false, false],
    ['123', '/demo', '', false, false],
  ])('id=%s path=%s search=%s signedIn=%s -> %s', (id, path, search, signedIn, fires) => {
    expect(shouldFirePixel(id, path, search, signedIn)).toBe(fires);
  });

  it('queues a bare PageView without personal data', () => {
    expect(trackPixelPageView('123', '/signup', '', false)).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ]);
    expect(document.head.querySelector('script[src*="fbevents"]')).not.toBeNull();
    expect(trackPixelPageView('123', '/account', '', true)).toBe(false);
    expect(window.fbq?.queue).toHaveLength(2);
  });
});
