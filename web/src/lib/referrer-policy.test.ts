import { describe, expect, it } from 'vitest';
import { applyReferrerPolicy, referrerPolicyFor } from './referrer-policy';

describe('referrerPolicyFor', () => {
  it.each([
    ['/auth/reset', '?token=x', 'no-referrer'],
    ['/auth/verify', '?token=x', 'no-referrer'],
    ['/auth', '?invite=x', 'no-referrer'],
    ['/signup', '?circle_invite=x', 'no-referrer'],
    ['/signup', '', 'no-referrer'],
    ['/login', '', 'no-referrer'],
    ['/oauth/authorize', '?state=x', 'no-referrer'],
    ['/', '', 'strict-origin-when-cross-origin'],
    ['/reports/abc', '', 'strict-origin-when-cross-origin'],
  ])('%s%s → %s', (path, search, want) => expect(referrerPolicyFor(path, search)).toBe(want));
});

describe('applyReferrerPolicy', () => {
  it('keeps one referrer meta in the head and updates it as screens change', () => {
    applyReferrerPolicy('/auth/reset', '?token=x');
    expect(document.head.querySelectorAll('meta[name="referrer"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    applyReferrerPolicy('/reports', '');
    expect(document.head.querySelectorAll('meta[name="referrer"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('strict-origin-when-cross-origin');
  });
});
