import { randomBytes } from 'node:crypto';

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Unbiased random string from `alphabet` (≤256 symbols) using crypto bytes and rejection sampling. */
export function randomString(length: number, alphabet: string = ALNUM): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = randomBytes(Math.max(16, (length - out.length) * 2));
    for (const b of bytes) {
      if (b >= limit) continue;
      out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
