import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sameHash, sha256Hex } from './token-hash.js';

describe('token hashes', () => {
  it('keep the stored formats: SHA-256 and HMAC-SHA256 as lowercase hex', () => {
    // hashes stored before this module existed must still verify
    const legacyInvite = createHash('sha256').update('tok', 'utf8').digest('hex');
    const key = Buffer.alloc(32, 7);
    const legacyKey = createHmac('sha256', key).update('pbk_secret').digest('hex');
    expect(sha256Hex('tok')).toBe(legacyInvite);
    expect(hmacSha256Hex(key, 'pbk_secret')).toBe(legacyKey);
    expect(sameHash(sha256Hex('tok'), legacyInvite)).toBe(true);
    expect(sameHash(hmacSha256Hex(key, 'pbk_secret'), legacyKey)).toBe(true);
  });

  it.each([
    ['ab', 'ab', true],
    ['AB', 'ab', true],
    ['ab', 'ac', false],
    ['ab', 'abcd', false],
    ['', '', false],
    ['zz', 'zz', false],
    ['abc', 'abc', false],
  ])('sameHash(%j, %j) = %s', (a, b, same) => expect(sameHash(a, b)).toBe(same));
});
