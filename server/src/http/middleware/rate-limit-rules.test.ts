import { describe, expect, it } from 'vitest';
import { clientIp, ipMatcher, normalizeIp, RateLimiter, type Rule, type RateLimitRequest } from './rate-limit-rules.js';

const rule = (label: string, maxRequests: number, duration = 10, audience: Rule['audience'] = ''): Rule => ({ label, audience, duration, maxRequests });
const req = (over: Partial<RateLimitRequest> = {}): RateLimitRequest => ({
  ip: '1.2.3.4', path: '/api/collections/users/auth-with-password', method: 'POST', collectionName: 'users',
  tags: ['authWithPassword', 'auth'], isAuth: false, isSuperuser: false, now: 0, ...over,
});

describe('RateLimiter lookup', () => {
  const rules = [
    rule('/api/', 300),
    rule('*:auth', 2),
    rule('users:auth', 5),
    rule('POST /api/collections/', 7),
    rule('/api/batch', 3),
    rule('*:create', 20, 5, '@guest'),
    rule('*:create', 1, 5, '@auth'),
    rule('GET /api/files/', 9),
  ];
  const rl = new RateLimiter({ enabled: true, rules, excludedIPs: [] });
  it.each([
    ['collection tag before wildcard tag', req(), 'users:auth'],
    ['wildcard tag', req({ collectionName: 'members', path: '/api/collections/members/auth-with-password' }), '*:auth'],
    ['METHOD prefix path before plain path', req({ collectionName: 'posts', tags: ['list'], method: 'POST', path: '/api/collections/posts/records' }), 'POST /api/collections/'],
    ['plain prefix path', req({ collectionName: 'posts', tags: ['list'], method: 'GET', path: '/api/collections/posts/records' }), '/api/'],
    ['exact path matches without trailing slash', req({ collectionName: undefined, tags: [], path: '/api/batch' }), '/api/batch'],
    ['audience @guest', req({ tags: ['create'], collectionName: 'posts' }), '*:create'],
    ['no match outside /api/', req({ collectionName: undefined, tags: [], method: 'GET', path: '/_/' }), undefined],
  ])('%s', (_name, r, expected) => {
    expect(rl.findRule(RateLimiter.labels(r), r.isAuth)?.label).toBe(expected);
  });
  it('audience @auth picks the @auth rule', () => {
    const r = req({ tags: ['create'], collectionName: 'posts', isAuth: true });
    expect(rl.findRule(RateLimiter.labels(r), true)).toEqual(rule('*:create', 1, 5, '@auth'));
  });
  it('labels are in contract order', () => {
    expect(RateLimiter.labels(req())).toEqual([
      'users:authWithPassword', 'users:auth', '*:authWithPassword', '*:auth',
      'POST /api/collections/users/auth-with-password', '/api/collections/users/auth-with-password',
    ]);
  });
});

describe('RateLimiter counting', () => {
  it('fixed window per rule and IP', () => {
    const rl = new RateLimiter({ enabled: true, rules: [rule('*:auth', 2, 3)], excludedIPs: [] });
    expect(rl.check(req({ now: 0 })).allowed).toBe(true);
    expect(rl.check(req({ now: 1000 })).allowed).toBe(true);
    const denied = rl.check(req({ now: 2999 }));
    expect(denied).toEqual({ allowed: false, rule: rule('*:auth', 2, 3) });
    expect(rl.check(req({ now: 2999, ip: '5.6.7.8' })).allowed).toBe(true);
    expect(rl.check(req({ now: 3000 })).allowed).toBe(true); // new window
  });

  it('superusers, excluded IPs and disabled config are never limited', () => {
    const rl = new RateLimiter({ enabled: true, rules: [rule('/api/', 1)], excludedIPs: ['10.0.0.0/8', '::1'] });
    for (let i = 0; i < 3; i++) {
      expect(rl.check(req({ isSuperuser: true })).allowed).toBe(true);
      expect(rl.check(req({ ip: '10.1.2.3' })).allowed).toBe(true);
      expect(rl.check(req({ ip: '::ffff:10.9.9.9' })).allowed).toBe(true);
      expect(rl.check(req({ ip: '::1' })).allowed).toBe(true);
    }
    expect(rl.check(req()).allowed).toBe(true);
    expect(rl.check(req()).allowed).toBe(false);
    rl.updateRules({ enabled: false, rules: [rule('/api/', 1)], excludedIPs: [] });
    expect(rl.check(req()).allowed).toBe(true);
  });

  it('updateRules applies changed rules with fresh windows', () => {
    const rl = new RateLimiter({ enabled: true, rules: [rule('/api/', 1)], excludedIPs: [] });
    rl.check(req());
    expect(rl.check(req()).allowed).toBe(false);
    rl.updateRules({ enabled: true, rules: [rule('/api/', 2)], excludedIPs: [] });
    expect(rl.check(req()).allowed).toBe(true);
    expect(rl.check(req()).allowed).toBe(true);
    expect(rl.check(req()).allowed).toBe(false);
  });

  it('keeps memory bounded', () => {
    const rl = new RateLimiter({ enabled: true, rules: [rule('/api/', 5, 1)], excludedIPs: [] }, { maxEntries: 100, pruneEvery: 50 });
    for (let i = 0; i < 1000; i++) rl.check(req({ ip: `10.0.${i >> 8}.${i & 255}`, now: 0 }));
    expect(rl.size).toBeLessThanOrEqual(100);
    rl.check(req({ ip: '9.9.9.9', now: 5000 }));
    rl.prune(5000);
    expect(rl.size).toBe(1);
  });

  it('tolerates junk config and empty IPs', () => {
    const rl = new RateLimiter({ enabled: true, rules: [null as never, rule('', 1), rule('/api/', 0)], excludedIPs: ['junk'] });
    expect(rl.check(req()).allowed).toBe(true);
    expect(new RateLimiter({ enabled: true, rules: [rule('/api/', 1)], excludedIPs: [] }).check(req({ ip: '' })).allowed).toBe(true);
  });
});

describe('clientIp', () => {
  const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.2', 'x-real-ip': 'garbage' };
  it.each([
    ['no trusted headers → socket', undefined, '::ffff:127.0.0.1', '127.0.0.1'],
    ['rightmost by default', { headers: ['X-Forwarded-For'], useLeftmostIP: false }, '127.0.0.1', '198.51.100.2'],
    ['leftmost when configured', { headers: ['X-Forwarded-For'], useLeftmostIP: true }, '127.0.0.1', '203.0.113.9'],
    ['invalid header value falls through', { headers: ['X-Real-IP', 'X-Forwarded-For'], useLeftmostIP: false }, '127.0.0.1', '198.51.100.2'],
    ['missing header → socket', { headers: ['CF-Connecting-IP'], useLeftmostIP: false }, '192.0.2.1', '192.0.2.1'],
  ])('%s', (_n, tp, remote, expected) => {
    expect(clientIp({ remoteAddress: remote, headers }, tp)).toBe(expected);
  });
  it('handles array headers and bad sockets', () => {
    expect(clientIp({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': ['1.1.1.1', '2.2.2.2:8080'] } }, { headers: ['x-forwarded-for'], useLeftmostIP: false })).toBe('2.2.2.2');
    expect(clientIp({ remoteAddress: undefined, headers: {} })).toBe('');
  });
  it('normalizeIp and ipMatcher', () => {
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('nope')).toBe('');
    const m = ipMatcher(['192.168.0.0/16', '2001:db8::/32', 'bad/99']);
    expect(m('192.168.5.5')).toBe(true);
    expect(m('2001:db8::5')).toBe(true);
    expect(m('8.8.8.8')).toBe(false);
  });
});

describe('with Covey default settings', () => {
  it('limits OTP requests to 30 per 5 minutes per IP and accepts the settings shape', async () => {
    const { defaultSettings } = await import('../../core/settings/settings.js');
    const rl = new RateLimiter(defaultSettings().rateLimits);
    const otp = (now: number) => rl.check(req({ path: '/api/collections/users/request-otp', tags: ['requestOTP'], now }));
    for (let i = 0; i < 30; i++) expect(otp(i * 1000).allowed).toBe(true);
    expect(otp(31_000)).toMatchObject({ allowed: false, rule: { label: '*:requestOTP', maxRequests: 30, duration: 300 } });
    expect(otp(300_000).allowed).toBe(true);
    expect(rl.check(req({ tags: ['authWithPassword', 'auth'] })).rule?.label).toBe('*:authWithPassword');
  });
});
