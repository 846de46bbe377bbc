import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretParam, redactUrl } from './redact-secrets.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InUxIiwidHlwZSI6ImZpbGUifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const INVITE = 'Zk3x9QpL0aB7cD2eF4gH6iJ8kL1mN3oP5qR7sT9uV0w';

describe('redactUrl', () => {
  it.each([
    [`/api/invites/summary?token=${INVITE}`, `/api/invites/summary?token=${REDACTED}`],
    [`/api/roster/invite-info?token=${INVITE}`, `/api/roster/invite-info?token=${REDACTED}`],
    [`/api/files/c/r/a.pdf?thumb=100x100&token=${JWT}&download=1`, `/api/files/c/r/a.pdf?thumb=100x100&token=${REDACTED}&download=1`],
    [`/api/backups/db.zip?token=${JWT}`, `/api/backups/db.zip?token=${REDACTED}`],
    [`https://covey.example/auth/reset?token=${JWT}`, `https://covey.example/auth/reset?token=${REDACTED}`],
    [`https://covey.example/signup?circle_invite=${INVITE}`, `https://covey.example/signup?circle_invite=${REDACTED}`],
    [`/signup?invite=${INVITE}&redirect=%2Freports`, `/signup?invite=${REDACTED}&redirect=%2Freports`],
    ['/api/oauth2-redirect?code=abc&state=xyz', `/api/oauth2-redirect?code=${REDACTED}&state=${REDACTED}`],
    [`/x?Access-Token=${INVITE}&client_secret=s&PASSWORD=p`, `/x?Access-Token=${REDACTED}&client_secret=${REDACTED}&PASSWORD=${REDACTED}`],
    [`/x?%74oken=${INVITE}`, `/x?%74oken=${REDACTED}`],
    [`/cb#access_token=${JWT}&expires_in=3600`, `/cb#access_token=${REDACTED}&expires_in=3600`],
    [`/x?filter=id%3D%22${JWT}%22`, `/x?filter=id%3D%22${REDACTED}%22`],
    [`/verify/${JWT}/done`, `/verify/${REDACTED}/done`],
  ])('%s', (url, want) => {
    expect(redactUrl(url)).toBe(want);
  });

  it('redacts secrets inside a nested URL (a redirect back to an invitation)', () => {
    const url = `/login?email=a%40b.c&redirect=${encodeURIComponent(`/auth?invite=${INVITE}`)}`;
    const out = redactUrl(url);
    expect(out).not.toContain(INVITE);
    expect(decodeURIComponent(out)).toBe(`/login?email=a@b.c&redirect=/auth?invite=${REDACTED}`);
  });

  it('leaves ordinary URLs exactly as they were', () => {
    for (const url of [
      '/api/collections/reports/records?page=2&perPage=30&filter=%28title~%27a%20b%27%29&sort=-created',
      '/api/health?probe=p1',
      '/api/files/c/r/scan_abc.pdf?thumb=100x100',
      'https://covey.example/reports/abc123def456ghi',
      '',
      '/a?flag&x=1+2',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it.each([
    ['token', true],
    ['circle_invite', true],
    ['code', true],
    ['refresh_token', true],
    ['filter', false],
    ['redirect', false],
    ['email', false],
    ['thumb', false],
  ])('isSecretParam(%s) = %s', (name, secret) => expect(isSecretParam(name)).toBe(secret));
});
