import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, referrerPolicy } from './spa-headers.js';
import { registerStaticSpa, type WebConfig } from './routes/static-spa.js';

const base: WebConfig = { environment: '', apiUrl: '', posthogKey: '', posthogHost: '', pixelId: '', requireVerifiedEmail: false };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  it('allows this origin only by default: no inline script, no eval, no other host', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp).not.toMatch(/unsafe-eval|posthog|facebook/);
  });

  it('adds the analytics host only when analytics can run (production with a key)', () => {
    const prod = { ...base, environment: 'production', posthogKey: 'phc_x' };
    expect(directive(contentSecurityPolicy(prod), 'connect-src')).toBe("connect-src 'self' https://us.i.posthog.com");
    expect(directive(contentSecurityPolicy({ ...prod, posthogHost: 'https://eu.i.posthog.com/' }), 'connect-src')).toBe(
      "connect-src 'self' https://eu.i.posthog.com",
    );
    expect(contentSecurityPolicy({ ...prod, environment: 'community' })).not.toContain('posthog');
    expect(contentSecurityPolicy({ ...base, posthogKey: 'phc_x' })).not.toContain('posthog');
    // a malformed host adds nothing (and cannot inject a directive)
    expect(contentSecurityPolicy({ ...prod, posthogHost: "x; script-src 'unsafe-inline'" })).not.toContain("script-src 'unsafe-inline'");
  });

  it('adds the pixel hosts only when a pixel id is set, and the API origin when it is another one', () => {
    const csp = contentSecurityPolicy({ ...base, pixelId: '123', apiUrl: 'https://api.covey.example/' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.covey.example https://www.facebook.com https://connect.facebook.net",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://api.covey.example https://www.facebook.com");
  });
});

describe('referrerPolicy', () => {
  it.each([
    ['/', 'strict-origin-when-cross-origin'],
    ['/reports/abc123def456ghi', 'strict-origin-when-cross-origin'],
    ['/signup?redirect=%2Freports', 'no-referrer'],
    ['/login', 'no-referrer'],
    ['/auth/reset?token=x', 'no-referrer'],
    ['/auth/verify?token=x', 'no-referrer'],
    ['/auth?invite=x', 'no-referrer'],
    ['/oauth/authorize?client_id=x&state=y', 'no-referrer'],
    ['/circles/abc?invite=x', 'no-referrer'],
  ])('%s → %s', (url, want) => expect(referrerPolicy(url)).toBe(want));
});

describe('the served app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'covey-spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Covey</title>');
    writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
    app = Fastify();
    await registerStaticSpa(app, dir, () => ({ ...base, environment: 'production', posthogKey: 'phc_x' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the CSP and Referrer-Policy with every app route', async () => {
    for (const [url, policy] of [
      ['/', 'strict-origin-when-cross-origin'],
      ['/reports/abc123def456ghi', 'strict-origin-when-cross-origin'],
      ['/auth/reset?token=secret', 'no-referrer'],
    ]) {
      const res = await app.inject({ method: 'GET', url: url! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain('connect-src \'self\' https://us.i.posthog.com');
      expect(res.headers['referrer-policy']).toBe(policy);
    }
  });

  it('leaves built assets and the runtime config alone', async () => {
    for (const url of ['/assets/a.js', '/app-config.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});
