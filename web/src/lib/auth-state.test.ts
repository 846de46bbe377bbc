import { describe, expect, it, vi } from 'vitest';
import { AuthState, isTokenExpired, tokenPayload, type AuthRecord, type AuthSlot } from './auth-state';

const utf8 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));
const b64url = (v: unknown) => btoa(utf8(JSON.stringify(v))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
const later = () => Math.floor(Date.now() / 1000) + 3600;

function memorySlot(): AuthSlot {
  let state = { token: '', record: null as AuthRecord };
  return { read: () => state, write: (token, record) => (state = { token, record }), remove: () => (state = { token: '', record: null }) };
}

describe('token helpers (as the SDK reads tokens)', () => {
  it('decodes the payload, also base64url and non-ASCII text', () => {
    expect(tokenPayload(jwt({ id: 'u1', name: 'Zoë ??>' }))).toEqual({ id: 'u1', name: 'Zoë ??>' });
    expect(tokenPayload('')).toEqual({});
    expect(tokenPayload('not-a-token')).toEqual({});
  });

  it('expired: no claims, or an exp in the past', () => {
    expect(isTokenExpired(jwt({ id: 'u1', exp: later() }))).toBe(false);
    expect(isTokenExpired(jwt({ id: 'u1' }))).toBe(false);
    expect(isTokenExpired(jwt({ id: 'u1', exp: 1000 }))).toBe(true);
    expect(isTokenExpired('')).toBe(true);
  });
});

describe('AuthState', () => {
  const users = { id: 'u1', collectionId: 'pbc_users', collectionName: 'users' };

  it('is valid with an unexpired token and knows superusers', () => {
    const state = new AuthState(memorySlot());
    expect(state.isValid).toBe(false);
    state.save(jwt({ id: 'u1', type: 'auth', exp: later() }), users);
    expect(state.isValid).toBe(true);
    expect(state.isSuperuser).toBe(false);
    state.save(jwt({ id: 's1', type: 'auth', exp: later() }), { ...users, collectionName: '_superusers' });
    expect(state.isSuperuser).toBe(true);
    state.save(jwt({ id: 's1', type: 'auth', collectionId: 'pbc_3142635823', exp: later() }), null);
    expect(state.isSuperuser).toBe(true);
  });

  it('tells listeners about every change until they unsubscribe', () => {
    const state = new AuthState(memorySlot());
    const listener = vi.fn();
    const stop = state.onChange(listener, true);
    expect(listener).toHaveBeenLastCalledWith('', null);
    state.save('t', users);
    expect(listener).toHaveBeenLastCalledWith('t', users);
    state.clear();
    expect(listener).toHaveBeenLastCalledWith('', null);
    stop();
    state.save('t2', users);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
