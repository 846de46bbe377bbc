/**
 * Record tokens (contract §6.1): HS256 JWTs signed with the record's `tokenKey` + the collection's
 * per-type secret, so a new tokenKey (password/email change) or a new secret revokes them.
 * Only HS256 is accepted; `exp` is enforced; the `type` claim must match the expected type.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { Queryable } from '../../storage/database.js';
import { isAuthCollection, type AuthCollection, type Collection } from '../collections/collection.js';
import type { RecordModel } from '../records/record.js';
import { findRecordById } from '../records/record-queries.js';

export type TokenType = 'auth' | 'file' | 'verification' | 'passwordReset' | 'emailChange';

const CONFIG_KEY: Record<TokenType, keyof Pick<AuthCollection, 'authToken' | 'fileToken' | 'verificationToken' | 'passwordResetToken' | 'emailChangeToken'>> = {
  auth: 'authToken',
  file: 'fileToken',
  verification: 'verificationToken',
  passwordReset: 'passwordResetToken',
  emailChange: 'emailChangeToken',
};

function keyFor(record: RecordModel, type: TokenType): Uint8Array {
  const c = record.collection as AuthCollection;
  const secret = c[CONFIG_KEY[type]]?.secret ?? '';
  return new TextEncoder().encode(String(record.data['tokenKey'] ?? '') + secret);
}

export async function signRecordToken(
  record: RecordModel,
  type: TokenType,
  opts: { duration?: number; claims?: Record<string, unknown> } = {},
): Promise<string> {
  const c = record.collection as AuthCollection;
  const duration = opts.duration && opts.duration > 0 ? opts.duration : (c[CONFIG_KEY[type]]?.duration ?? 0);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    id: record.data['id'],
    type,
    collectionId: c.id,
    ...(type === 'auth' ? { refreshable: true } : {}),
    ...opts.claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(now + duration)
    .sign(keyFor(record, type));
}

/**
 * Tokens whose signature was already checked, with the key they were checked against. A hit skips
 * the (costly, async WebCrypto) HMAC only when the record's key material is unchanged, so a new
 * tokenKey or secret still revokes at once; `exp` is checked on every use.
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 10_000;

function remember(token: string, key: string): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, key);
}

export interface VerifiedToken {
  record: RecordModel;
  claims: Record<string, unknown>;
}

/** verifies a token of `type`; null for anything invalid (wrong alg, signature, type, expired, unknown record) */
export async function verifyRecordToken(
  q: Queryable,
  getCollection: (id: string) => Collection | undefined,
  token: string,
  type: TokenType,
): Promise<VerifiedToken | null> {
  let unverified: ReturnType<typeof decodeJwt>;
  try {
    if (decodeProtectedHeader(token).alg !== 'HS256') return null;
    unverified = decodeJwt(token);
  } catch {
    return null;
  }
  if (unverified['type'] !== type) return null;
  const c = getCollection(String(unverified['collectionId'] ?? ''));
  if (!c || !isAuthCollection(c)) return null;
  // a storage failure is not an invalid token: it propagates (a 500 the client may retry) instead
  // of answering as if the token were unknown (a 401 that makes clients drop their session)
  const record = await findRecordById(q, c, String(unverified['id'] ?? ''));
  if (!record) return null;
  try {
    const key = keyFor(record, type);
    const fingerprint = Buffer.from(key).toString('base64');
    if (verified.get(token) === fingerprint) {
      if (typeof unverified.exp !== 'number' || unverified.exp * 1000 <= Date.now()) return null;
      return { record, claims: unverified as Record<string, unknown> };
    }
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload['type'] !== type || typeof payload.exp !== 'number') return null;
    remember(token, fingerprint);
    return { record, claims: payload as Record<string, unknown> };
  } catch {
    return null;
  }
}
