import { describe, it, expect } from 'vitest';
import { environmentLabel, parseRuntimeConfig } from './env';

describe('parseRuntimeConfig', () => {
  it.each([
    [
      undefined,
      { environment: '', apiUrl: '', posthogKey: '', posthogHost: '', pixelId: '', requireVerifiedEmail: false },
    ],
    [
      'nope',
      { environment: '', apiUrl: '', posthogKey: '', posthogHost: '', pixelId: '', requireVerifiedEmail: false },
    ],
    [
      { environment: ' production ', apiUrl: 'http://x', posthogKey: 7, pixelId: 'p', requireVerifiedEmail: false },
      {
        environment: 'production',
        apiUrl: 'http://x',
        posthogKey: '',
        posthogHost: '',
        pixelId: 'p',
        requireVerifiedEmail: false,
      },
    ],
  ])('parses %j', (raw, expected) => {
    expect(parseRuntimeConfig(raw)).toEqual(expected);
  });
});

describe('environmentLabel', () => {
  it.each([
    ['community', 'Community'],
    ['developer', 'Developer'],
    ['production', null],
    ['', null],
  ])('%s -> %s', (env, label) => {
    expect(environmentLabel(env)).toBe(label);
  });
});
