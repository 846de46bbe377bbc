import { describe, expect, it } from 'vitest';
import { ApiError } from '../util/api-error.js';
import { RealtimeClient } from './client.js';
import { parseSubscription } from './subscription.js';
import { snakeCase } from '../util/snake-case.js';

const withOptions = (topic: string, opts: unknown) =>
  `${topic}?options=${encodeURIComponent(JSON.stringify(opts))}`;

describe('parseSubscription', () => {
  it.each([
    ['posts/*', 'posts/*'],
    ['posts', 'posts'],
    ['posts/abc', 'posts/abc'],
    ['@oauth2', '@oauth2'],
    ['posts/*?options=not-json', 'posts/*'],
    ['posts/*?other=1', 'posts/*'],
  ])('topic of %s is %s with empty options', (key, topic) => {
    expect(parseSubscription(key)).toEqual({ topic, options: { query: {}, headers: {} } });
  });

  it('stringifies option values and snake_cases header names', () => {
    const key = withOptions('posts/*', {
      query: { filter: 'a = 1', n: 5, b: true, z: null, o: { x: 1 } },
      headers: { 'X-Token': 'abc', myHeaderName: 2 },
    });
    expect(parseSubscription(key)).toEqual({
      topic: 'posts/*',
      options: {
        query: { filter: 'a = 1', n: '5', b: 'true', z: '', o: '{"x":1}' },
        headers: { x_token: 'abc', my_header_name: '2' },
      },
    });
  });

  it('ignores non-object options parts', () => {
    const key = withOptions('posts/1', { query: [1, 2], headers: 'x' });
    expect(parseSubscription(key).options).toEqual({ query: {}, headers: {} });
  });
});

describe('snakeCase', () => {
  it.each([
    ['X-Token', 'x_token'],
    ['myTestDB', 'my_test_db'],
    ['  hello   world ', 'hello_world'],
    ['ABC', 'abc'],
    ['a__b', 'a_b'],
    ['ünïcode', 'n_code'],
    ['', ''],
  ])('%s → %s', (input, out) => expect(snakeCase(input)).toBe(out));
});

describe('RealtimeClient.setSubscriptions', () => {
  it('has a 40-char alphanumeric id', () => {
    const a = new RealtimeClient();
    expect(a.id).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(new RealtimeClient().id).not.toBe(a.id);
  });

  it('replaces all subscriptions, skipping empty keys', () => {
    const c = new RealtimeClient();
    c.setSubscriptions(['posts/*', 'users/1']);
    const opt = withOptions('posts/*', { query: { filter: 'x' } });
    c.setSubscriptions(['', opt, 'posts/*']);
    expect([...c.subscriptions.keys()]).toEqual([opt, 'posts/*']);
    expect(c.hasSubscription('users/1')).toBe(false);
    expect(c.hasSubscription(opt)).toBe(true);
    expect(c.topics()).toEqual(['posts/*']);
    expect(c.keysForTopic('posts/*')).toEqual([opt, 'posts/*']);
  });

  const expect400 = (fn: () => void, data: unknown) => {
    try {
      fn();
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      const err = e as ApiError;
      expect(err.status).toBe(400);
      expect(err.message).toBe('Something went wrong while processing your request.');
      expect(err.data).toMatchObject(data as object);
    }
  };

  it('accepts exactly 1000 items of 2500 chars', () => {
    const c = new RealtimeClient();
    const keys = Array.from({ length: 1000 }, (_, i) => `t${i}/`.padEnd(2500, 'x'));
    c.setSubscriptions(keys);
    expect(c.subscriptions.size).toBe(1000);
  });

  it('rejects more than 1000 items', () => {
    const c = new RealtimeClient();
    c.setSubscriptions(['keep']);
    expect400(() => c.setSubscriptions(Array.from({ length: 1001 }, (_, i) => `t${i}`)), {
      subscriptions: { code: 'validation_length_too_long' },
    });
    expect(c.hasSubscription('keep')).toBe(true);
  });

  it('rejects an item over 2500 chars and non-string items', () => {
    const c = new RealtimeClient();
    expect400(() => c.setSubscriptions(['ok', 'x'.repeat(2501)]), {
      subscriptions: { '1': { code: 'validation_length_too_long' } },
    });
    expect400(() => c.setSubscriptions(['ok', 5]), { subscriptions: { '1': { code: 'validation_invalid_value' } } });
    expect400(() => c.setSubscriptions('posts'), { subscriptions: { code: 'validation_invalid_value' } });
  });
});
