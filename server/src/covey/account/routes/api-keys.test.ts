import { describe, expect, it } from 'vitest';
import { parseExpiry } from './api-keys.js';
import { keyAllows } from '../credentials/key-scopes.js';
import { keyExpired, mayHoldKeys } from '../credentials/api-key-auth.js';

describe('parseExpiry', () => {
  it('takes 30, 90, 365 days or never, and a future date within a year', () => {
    expect(parseExpiry({ expires_in_days: 30 })).toBe(30);
    expect(parseExpiry({ expiry: '365' })).toBe(365);
    expect(parseExpiry({})).toBe(0);
    expect(parseExpiry({ expires_in_days: null })).toBe(0);
    expect(parseExpiry({ expiry: 'never' })).toBe(0);
    expect(parseExpiry({ expires_in_days: 7 })).toBeUndefined();
    expect(parseExpiry({ expires: '2001-01-01' })).toBeUndefined();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    expect(parseExpiry({ expires: soon })).toBeInstanceOf(Date);
  });
});

describe('key scopes and holders', () => {
  it('maps scopes to collections and operations', () => {
    expect(keyAllows(['read:roster'], 'members', 'list')).toBe(true);
    expect(keyAllows(['read:roster'], 'members', 'create')).toBe(false);
    expect(keyAllows(['write:roster'], 'members', 'update')).toBe(true);
    expect(keyAllows(['write:roster'], 'invites', 'create')).toBe(true);
    expect(keyAllows(['write:roster'], 'members', 'delete')).toBe(false);
    expect(keyAllows(['read:tasks'], 'tasks', 'view')).toBe(true);
    expect(keyAllows(['read:tasks'], 'coverages', 'view')).toBe(false);
    expect(keyAllows([], 'members', 'list')).toBe(false);
  });
  it('employer and broker in production, any non-demo role in developer', () => {
    expect(mayHoldKeys('employer', 'production')).toBe(true);
    expect(mayHoldKeys('broker', '')).toBe(true);
    expect(mayHoldKeys('member', 'production')).toBe(false);
    expect(mayHoldKeys('member', 'developer')).toBe(true);
    expect(mayHoldKeys('demo', 'developer')).toBe(false);
  });
  it('expiry', () => {
    expect(keyExpired('')).toBe(false);
    expect(keyExpired('2020-01-01 00:00:00.000Z')).toBe(true);
    expect(keyExpired('2999-01-01 00:00:00.000Z')).toBe(false);
  });
});
