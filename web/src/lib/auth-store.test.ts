import { beforeEach, describe, it, expect, vi } from 'vitest';

const device = vi.hoisted(() => new Map<string, string>());
vi.mock('./native', () => ({
  devicePreferences: {
    get: async (key: string) => device.get(key) ?? null,
    set: async (key: string, value: string) => void device.set(key, value),
    remove: async (key: string) => void device.delete(key),
  },
}));

// the test setup's language runtime already loaded auth-store (through api-base) with the real device storage:
// load it again, with the device mocked
vi.resetModules();
const { AUTH_STORAGE_KEY, AUTH_URL_STORAGE_KEY, createAuthStore } = await import('./auth-store');

const token = (exp: number) => `x.${btoa(JSON.stringify({ id: 'u1', type: 'auth', exp })).replace(/=+$/, '')}.y`;

describe('createAuthStore (web)', () => {
  beforeEach(() => window.localStorage.clear());

  it('persists the session in local storage', async () => {
    const { store, ready } = createAuthStore('http://a', false);
    await ready;
    store.save(token(Date.now() / 1000 + 3600), { id: 'u1', collectionId: 'c', collectionName: 'users' });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toContain('u1');
    const again = createAuthStore('http://a', false).store;
    expect(again.isValid).toBe(true);
    expect(again.record?.id).toBe('u1');
  });

  it('clears the session when the backend URL changes', () => {
    const { store } = createAuthStore('http://a', false);
    store.save(token(Date.now() / 1000 + 3600), { id: 'u1', collectionId: 'c', collectionName: 'users' });
    const other = createAuthStore('http://b', false).store;
    expect(other.isValid).toBe(false);
    expect(other.record).toBeNull();
    expect(window.localStorage.getItem(AUTH_URL_STORAGE_KEY)).toBe('http://b');
  });
});

describe('createAuthStore (web), across tabs and versions', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads a session saved by the SDK (record, or model of older versions)', () => {
    const t = token(Date.now() / 1000 + 3600);
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: t, model: { id: 'u9' } }));
    const { store } = createAuthStore('http://a', false);
    expect(store.token).toBe(t);
    expect(store.record?.id).toBe('u9');
  });

  it('tells listeners when another tab changes the session', () => {
    const { store } = createAuthStore('http://a', false);
    const listener = vi.fn();
    store.onChange(listener);
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'x', record: { id: 'u2' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledWith('x', { id: 'u2' });
  });
});

describe('createAuthStore (device)', () => {
  beforeEach(() => {
    device.clear();
  });

  it('loads the stored session, then writes changes through', async () => {
    const t = token(Date.now() / 1000 + 3600);
    device.set(AUTH_URL_STORAGE_KEY, 'http://a');
    device.set(AUTH_STORAGE_KEY, JSON.stringify({ token: t, record: { id: 'u1' } }));
    const { store, ready } = createAuthStore('http://a', true);
    await ready;
    expect(store.isValid).toBe(true);
    expect(store.record?.id).toBe('u1');
    store.clear();
    await vi.waitFor(() => expect(device.has(AUTH_STORAGE_KEY)).toBe(false));
  });

  it('drops the session of another backend', async () => {
    device.set(AUTH_URL_STORAGE_KEY, 'http://a');
    device.set(AUTH_STORAGE_KEY, JSON.stringify({ token: token(Date.now() / 1000 + 3600), record: { id: 'u1' } }));
    const { store, ready } = createAuthStore('http://b', true);
    await ready;
    expect(store.token).toBe('');
    expect(device.has(AUTH_STORAGE_KEY)).toBe(false);
  });
});
