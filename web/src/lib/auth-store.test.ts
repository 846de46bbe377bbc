import { beforeEach, describe, it, expect } from 'vitest';
import { AUTH_STORAGE_KEY, AUTH_URL_STORAGE_KEY, createAuthStore } from './auth-store';

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
