import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub';
import { pb } from '../../../lib/api-client';
import { signUp } from './auth-actions';

const AUTH = { token: 'x.eyJleHAiOjk5OTk5OTk5OTl9.y', record: { id: 'u1', collectionName: 'users', email: 'ann@example.com' } };

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('signUp', () => {
  it('asks for no verification email when mail is off (it used to: a 400 on every sign-up, #29)', async () => {
    const { calls } = stubFetch({
      'POST /api/roster/signup': () => [200, { email: 'ann@example.com', role: 'member', verified: false, mail: false }],
      'POST /api/collections/users/auth-with-password': () => [200, AUTH],
      'POST /api/collections/users/request-verification': () => [400, { status: 400, message: 'The mail server is not configured.', data: {} }],
    });
    await signUp({ name: 'Ann', email: 'ann@example.com', password: 'a-long-password' });
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/collections/users/request-verification');
  });

  it('asks for it when mail is set up', async () => {
    const { calls } = stubFetch({
      'POST /api/roster/signup': () => [200, { email: 'ann@example.com', role: 'member', verified: false, mail: true }],
      'POST /api/collections/users/auth-with-password': () => [200, AUTH],
      'POST /api/collections/users/request-verification': () => [204, null],
    });
    await signUp({ name: 'Ann', email: 'ann@example.com', password: 'a-long-password' });
    expect(calls.map((c) => c.url.pathname)).toContain('/api/collections/users/request-verification');
  });
});
