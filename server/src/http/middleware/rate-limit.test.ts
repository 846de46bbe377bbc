import { describe, expect, it } from 'vitest';
import { routeTags } from './rate-limit.js';

describe('routeTags', () => {
  it.each([
    ['GET', '/api/collections/:collection/records', ['list']],
    ['POST', '/api/collections/:collection/records', ['create']],
    ['GET', '/api/collections/:collection/records/:id', ['view']],
    ['PATCH', '/api/collections/:collection/records/:id', ['update']],
    ['DELETE', '/api/collections/:collection/records/:id', ['delete']],
    ['POST', '/api/collections/:collection/auth-with-password', ['authWithPassword', 'auth']],
    ['POST', '/api/collections/:collection/auth-with-otp', ['authWithOTP', 'auth']],
    ['POST', '/api/collections/:collection/auth-with-oauth2', ['authWithOAuth2', 'auth']],
    ['POST', '/api/collections/:collection/request-otp', ['requestOTP']],
    ['POST', '/api/collections/:collection/request-password-reset', ['requestPasswordReset']],
    ['GET', '/api/collections/:collection/auth-methods', ['listAuthMethods']],
    ['GET', '/api/files/:collection/:recordId/:filename', ['file']],
    ['GET', '/api/collections', []],
    ['POST', '/api/batch', []],
  ])('%s %s → %j', (method, url, tags) => {
    expect(routeTags(method, url)).toEqual(tags);
  });
});
