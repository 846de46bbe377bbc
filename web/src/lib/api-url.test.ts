import { describe, it, expect } from 'vitest';
import { resolveApiUrl, type ApiUrlInputs } from './api-url';

const served = { protocol: 'http:', port: '9000', origin: 'http://10.0.0.5:9000' };
const base: ApiUrlInputs = { stored: null, configured: '', location: served, isDev: false, isNative: false };

describe('resolveApiUrl', () => {
  it.each<[string, Partial<ApiUrlInputs>, string]>([
    ['stored wins', { stored: 'http://a:1/', configured: 'http://b:2' }, 'http://a:1'],
    ['runtime config next', { configured: 'http://b:2' }, 'http://b:2'],
    ['served by the record store: own origin', {}, 'http://10.0.0.5:9000'],
    ['vite dev: default', { isDev: true }, 'http://127.0.0.1:8090'],
    ['vite dev port: default', { location: { ...served, port: '5173' } }, 'http://127.0.0.1:8090'],
    ['native: default', { isNative: true }, 'http://127.0.0.1:8090'],
    ['file protocol: default', { location: { protocol: 'file:', port: '', origin: 'null' } }, 'http://127.0.0.1:8090'],
    ['blank stored ignored', { stored: '  ' }, 'http://10.0.0.5:9000'],
  ])('%s', (_name, over, expected) => {
    expect(resolveApiUrl({ ...base, ...over })).toBe(expected);
  });
});
