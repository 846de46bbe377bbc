import { describe, expect, it } from 'vitest';
import { ApiError } from '../../util/api-error.js';
import { defaultSettings, mergeSettings, redactSettings, validateSettings, type Settings } from './settings.js';

describe('defaultSettings', () => {
  it('has PocketBase defaults, rate limiting on and strict auth rules', () => {
    const s = defaultSettings();
    expect(s.meta).toEqual({ appName: 'Acme', appURL: 'http://localhost:8090', senderName: 'Support', senderAddress: 'support@example.com', hideControls: false, accentColor: '#1055c9' });
    expect(s.smtp.port).toBe(587);
    expect(s.batch).toEqual({ enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 });
    expect(s.rateLimits.enabled).toBe(true);
    const byLabel = Object.fromEntries(s.rateLimits.rules.map((r) => [r.label, r]));
    expect(byLabel['*:auth']).toMatchObject({ maxRequests: 2, duration: 3 });
    expect(byLabel['/api/']).toMatchObject({ maxRequests: 300, duration: 10 });
    for (const tag of ['requestOTP', 'requestPasswordReset', 'requestVerification', 'requestEmailChange', 'confirmPasswordReset', 'authWithPassword']) {
      const r = byLabel[`*:${tag}`]!;
      expect(r.maxRequests / r.duration).toBeLessThanOrEqual(30 / 300);
    }
    expect(validateSettings(s)).toEqual({});
    expect(defaultSettings()).not.toBe(defaultSettings());
  });
});

describe('mergeSettings', () => {
  it('merges objects key by key, replaces arrays, ignores unknown keys and nulls', () => {
    const base = defaultSettings();
    const out = mergeSettings(base, {
      meta: { appName: 'Covey' },
      rateLimits: { rules: [{ label: '/api/', audience: '', duration: 1, maxRequests: 1 }] },
      smtp: { host: null },
      nope: { x: 1 },
      backups: { s3: { bucket: 'b' } },
    });
    expect(out.meta.appName).toBe('Covey');
    expect(out.meta.senderName).toBe('Support');
    expect(out.rateLimits.rules).toHaveLength(1);
    expect(out.smtp.host).toBe('smtp.example.com');
    expect(out.backups.s3.bucket).toBe('b');
    expect('nope' in out).toBe(false);
    expect(base.meta.appName).toBe('Acme');
    expect(mergeSettings(base, 'garbage')).toEqual(base);
  });
});

describe('redactSettings', () => {
  it('omits secrets', () => {
    const s = mergeSettings(defaultSettings(), { smtp: { password: 'p' }, s3: { secret: 's' }, backups: { s3: { secret: 'b' } } });
    const r = redactSettings(s) as unknown as Settings;
    expect('password' in r.smtp).toBe(false);
    expect('secret' in r.s3).toBe(false);
    expect('secret' in r.backups.s3).toBe(false);
    expect(s.smtp.password).toBe('p');
  });
});

describe('validateSettings', () => {
  const v = (patch: unknown) => validateSettings(mergeSettings(defaultSettings(), patch));
  it.each([
    [{ meta: { appName: '' } }, { meta: { appName: { code: 'validation_required', message: 'Cannot be blank.' } } }],
    [{ meta: { appName: 'x'.repeat(256) } }, { meta: { appName: { code: 'validation_length_out_of_range' } } }],
    [{ meta: { appURL: 'not a url' } }, { meta: { appURL: { code: 'validation_is_url' } } }],
    [{ meta: { senderAddress: 'nope' } }, { meta: { senderAddress: { code: 'validation_is_email' } } }],
    [{ meta: { appName: 5 } }, { meta: { appName: { code: 'validation_invalid_value' } } }],
    [{ smtp: { enabled: true, host: '' } }, { smtp: { host: { code: 'validation_required' } } }],
    [{ smtp: { host: 'bad host!' } }, { smtp: { host: { code: 'validation_is_host' } } }],
    [{ smtp: { authMethod: 'CRAM' } }, { smtp: { authMethod: { code: 'validation_in_invalid' } } }],
    [{ s3: { enabled: true } }, { s3: { bucket: { code: 'validation_required' }, endpoint: { code: 'validation_required' } } }],
    [{ backups: { cron: 'nope' } }, { backups: { cron: { code: 'validation_invalid_cron' } } }],
    [{ backups: { cron: '0 3 * * *', cronMaxKeep: 0 } }, { backups: { cronMaxKeep: { code: 'validation_required' } } }],
    [{ backups: { s3: { endpoint: 'x' } } }, { backups: { s3: { endpoint: { code: 'validation_is_url' } } } }],
    [{ logs: { maxDays: -1 } }, { logs: { maxDays: { code: 'validation_min_greater_equal_than_required', params: { threshold: 0 } } } }],
    [{ rateLimits: { rules: [] } }, { rateLimits: { rules: { code: 'validation_required' } } }],
    [{ rateLimits: { rules: [{ label: 'bad label!', audience: 'x', duration: 0, maxRequests: 1 }] } },
      { rateLimits: { rules: { 0: { label: { code: 'validation_match_invalid' }, audience: { code: 'validation_in_invalid' }, duration: { code: 'validation_required' } } } } }],
    [{ rateLimits: { rules: [{ label: '/api/', audience: '', duration: 1, maxRequests: 1 }, { label: '/api/', audience: '@guest', duration: 1, maxRequests: 1 }] } },
      { rateLimits: { rules: { 1: { label: { code: 'validation_conflicting_rate_limit_rule', params: { label: '/api/' } } } } } }],
    [{ rateLimits: { excludedIPs: ['10.0.0.1', 'nope'] } }, { rateLimits: { excludedIPs: { 1: { code: 'validation_is_ip' } } } }],
    [{ superuserIPs: ['10.0.0.0/8', '::1', '10.0.0.0/33'] }, { superuserIPs: { 2: { code: 'validation_is_ip' } } }],
    [{ trustedProxy: { headers: ['X-Forwarded-For', 'bad header'] } }, { trustedProxy: { headers: { 1: { code: 'validation_match_invalid' } } } }],
  ])('%j → errors', (patch, expected) => {
    expect(v(patch)).toMatchObject(expected);
  });

  it('accepts good values and rejects non-objects', () => {
    expect(v({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: 2525, authMethod: 'LOGIN' }, rateLimits: { rules: [{ label: 'POST /api/x', audience: '@auth', duration: 1, maxRequests: 1 }] } })).toEqual({});
    expect(validateSettings(null)).toMatchObject({ settings: { code: 'validation_invalid_value' } });
    expect(validateSettings({ ...defaultSettings(), meta: 'x' })).toMatchObject({ meta: { code: 'validation_invalid_value' } });
  });

  it('errors are ApiError-compatible data', () => {
    const e = new ApiError(400, 'An error occurred while saving the new settings.', v({ meta: { appName: '' } }));
    expect(e.toJSON()).toEqual({ status: 400, message: 'An error occurred while saving the new settings.', data: { meta: { appName: { code: 'validation_required', message: 'Cannot be blank.' } } } });
  });
});
