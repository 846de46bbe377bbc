import { describe, expect, it } from 'vitest';
import { keyStatus, rosterCurl } from './key-status';

describe('keyStatus', () => {
  it('tells revoked, expired and active keys apart', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(keyStatus({ revoked: true, expires: '' }, now)).toBe('revoked');
    expect(keyStatus({ revoked: false, expires: '2026-05-01 00:00:00.000Z' }, now)).toBe('expired');
    expect(keyStatus({ revoked: false, expires: '2026-07-01 00:00:00.000Z' }, now)).toBe('active');
    expect(keyStatus({ revoked: false, expires: '' }, now)).toBe('active');
  });
});

describe('rosterCurl', () => {
  it('posts an invited member with a bearer key', () => {
    const curl = rosterCurl('https://covey.example/', 'emp123');
    expect(curl).toContain("'https://covey.example/api/collections/members/records'");
    expect(curl).toContain('Authorization: Bearer pk_YOUR_KEY');
    expect(curl).toContain('"employer":"emp123"');
    expect(curl).toContain('"status":"invited"');
  });
});
