import { describe, expect, it } from 'vitest';
import { isAuthScreen, scrubEvent, scrubUrl } from './analytics-scrub';

const O = 'https://covey.example';

describe('scrubUrl', () => {
  it.each([
    [`${O}/auth/reset?token=abc`, `${O}/auth/reset`],
    [`${O}/signup?invite=abc&redirect=%2Fx`, `${O}/signup`],
    [`${O}/reports/abc123def456ghi?tab=files#top`, `${O}/reports/:id`],
    [`${O}/file/pbc_123/abc123def456ghi/hiv_results_x1.pdf`, `${O}/file/:id/:id/:id`],
    [`${O}/circles/abc123def456ghi/invite`, `${O}/circles/:id/invite`],
    [`${O}/files/new`, `${O}/files/new`],
    [`${O}/`, `${O}/`],
    ['/edit/reports/abc123def456ghi', '/edit/reports/:id'],
    ['https://mail.example/read?invite=abc', 'https://mail.example'],
    ['$direct', '$direct'],
  ])('%s → %s', (url, want) => expect(scrubUrl(url, O)).toBe(want));
});

describe('isAuthScreen', () => {
  it.each([
    ['/auth', '?invite=x', true],
    ['/auth/reset', '?token=x', true],
    ['/auth/verify', '', true],
    ['/oauth/authorize', '?client_id=x', true],
    ['/signup', '?circle_invite=x', true],
    ['/login', '?invite=x&email=a', true],
    ['/login', '', false],
    ['/signup', '?redirect=%2Freports', false],
    ['/reports', '', false],
  ])('%s%s → %s', (path, search, want) => expect(isAuthScreen(path, search)).toBe(want));
});

describe('scrubEvent', () => {
  it('drops events captured on auth screens', () => {
    expect(scrubEvent({ event: '$pageview', properties: { $current_url: `${O}/auth/verify?token=t` } }, O)).toBeNull();
    expect(scrubEvent(null)).toBeNull();
  });

  it('scrubs every URL of an event, its $set and $set_once, and drops the page title', () => {
    const out = scrubEvent(
      {
        event: '$identify',
        properties: {
          $current_url: `${O}/reports/abc123def456ghi?x=1`,
          $pathname: '/reports/abc123def456ghi',
          $referrer: `${O}/auth/reset?token=t`,
          $session_entry_url: `${O}/signup?invite=i`,
          title: 'HIV results · Covey',
          $set: { $current_url: `${O}/plans/abc123def456ghi?token=t` },
          custom: `${O}/tasks/abc123def456ghi?invite=i`,
          count: 3,
        },
        $set_once: { $initial_current_url: `${O}/signup?circle_invite=c`, $initial_referrer: 'https://mail.example/?invite=i' },
      },
      O,
    );
    expect(out).toEqual({
      event: '$identify',
      properties: {
        $current_url: `${O}/reports/:id`,
        $pathname: '/reports/:id',
        $referrer: `${O}/auth/reset`,
        $session_entry_url: `${O}/signup`,
        $set: { $current_url: `${O}/plans/:id` },
        custom: `${O}/tasks/:id`,
        count: 3,
      },
      $set_once: { $initial_current_url: `${O}/signup`, $initial_referrer: 'https://mail.example' },
    });
  });
});
