import { describe, expect, it } from 'vitest';
import { limitedAuthMayCall } from './request-context.js';

describe('limitedAuthMayCall', () => {
  it('opens the record API, batch, realtime, file downloads and health only', () => {
    expect(limitedAuthMayCall('GET', '/api/collections/members/records?page=1')).toBe(true);
    expect(limitedAuthMayCall('PATCH', '/api/collections/members/records/abc')).toBe(true);
    expect(limitedAuthMayCall('POST', '/api/batch')).toBe(true);
    expect(limitedAuthMayCall('GET', '/api/realtime')).toBe(true);
    expect(limitedAuthMayCall('GET', '/api/files/members/abc/photo.png?thumb=100x100')).toBe(true);
    expect(limitedAuthMayCall('POST', '/api/files/token')).toBe(false);
    expect(limitedAuthMayCall('POST', '/api/collections/users/auth-refresh')).toBe(false);
    expect(limitedAuthMayCall('GET', '/api/collections')).toBe(false);
    expect(limitedAuthMayCall('GET', '/api/settings')).toBe(false);
    expect(limitedAuthMayCall('POST', '/api/keys')).toBe(false);
    expect(limitedAuthMayCall('GET', '/api/oauth/grants')).toBe(false);
    expect(limitedAuthMayCall('POST', '/api/collections/users/impersonate/abc')).toBe(false);
  });
});
