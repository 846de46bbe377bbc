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

  it.each([
    [{ hash: '#token=abc', referrer: '' }],
    [{ hash: '', referrer: 'https://covey.example/auth?invite=abc' }],
    [{ hash: '', referrer: 'https://mail.example/#inbox' }],
  ])('never fires where the URL or the referrer could carry a secret: %j', (page) => {
    expect(shouldFirePixel('123', '/signup', '', false, page)).toBe(false);
    expect(shouldFirePixel('123', '/signup', '', false, { hash: '', referrer: 'https://www.facebook.com/' })).toBe(true);
  });

  it('queues a bare PageView without personal data', () => {
    expect(trackPixelPageView('123', '/signup', '', false)).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ['set', 'autoConfig', false, '123'],
      ['init', '123'],
      ['track', 'PageView'],
    ]);
    expect(window.fbq?.disablePushState).toBe(true);
    expect(document.head.querySelector('script[src*="fbevents"]')).not.toBeNull();
    expect(trackPixelPageView('123', '/account', '', true)).toBe(false);
    expect(window.fbq?.queue).toHaveLength(3);
  });
});
