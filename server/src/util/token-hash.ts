/**
 * The one home for hashing stored secrets and comparing hashes. Both formats are lowercase hex and
 * stay as they are stored today:
 * - `sha256Hex`: unkeyed SHA-256 (circle and organisation invite tokens);
 * - `hmacSha256Hex`: HMAC-SHA256 with a server key (API keys, OAuth2 codes, tokens and client
 *   secrets; the key lives in `_params`, see covey/credentials/secret.ts).
 * `sameHash` compares two hex hashes in constant time, so a lookup never tells how close a guess was.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export const hmacSha256Hex = (key: Buffer, value: string): string => createHmac('sha256', key).update(value, 'utf8').digest('hex');

const HEX = /^(?:[0-9a-f]{2})+$/i;

/** Constant-time equality of two hex hashes; false when either is empty or not hex. */
export function sameHash(a: string, b: string): boolean {
  if (!HEX.test(a) || !HEX.test(b)) return false;
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
