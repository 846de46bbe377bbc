/**
 * Record tokens (contract §6.1): HS256 JWTs signed with the record's `tokenKey` + the collection's
 * per-type secret, so a new tokenKey (password/email change) or a new secret revokes them.
 * Only HS256 is accepted; `exp` is enforced; the `type` claim must match the expected type.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { Database, Queryable } from '../../storage/database.js';
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

function keyMaterial(record: RecordModel, type: TokenType): string {
  const c = record.collection as AuthCollection;
  return String(record.data['tokenKey'] ?? '') + (c[CONFIG_KEY[type]]?.secret ?? '');
}

function keyFor(record: RecordModel, type: TokenType): Uint8Array {
  return new TextEncoder().encode(keyMaterial(record, type));
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
 * Tokens whose signature was already checked, with the key material they were checked against and
 * their claims. A hit skips decoding and the (costly, async WebCrypto) HMAC only when the record's
 * key material is unchanged, so a new tokenKey or secret still revokes at once; `exp` is checked on
 * every use.
 */
const verified = new Map<string, { key: string; claims: Record<string, unknown> }>();
const VERIFIED_MAX = 10_000;

function remember(token: string, key: string, claims: Record<string, unknown>): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { key, claims });
}

/**
 * The auth record behind a token, per database, tagged with the database's commitVersion read
 * before the row: any write anywhere (password or tokenKey change, suspension, schema change,
 * another process) changes the version, so a stale row is never served. Only outside transactions
 * and only where the dialect has a commitVersion (not PostgreSQL, where other instances write).
 * Callers get their own copy of the data object.
 */
interface CachedAuthRecord {
  version: number;
  collection: Collection;
  data: Record<string, unknown>;
}
const authRecords = new WeakMap<Queryable, Map<string, CachedAuthRecord>>();
const AUTH_RECORDS_MAX = 10_000;

async function findAuthRecord(q: Queryable, c: Collection, id: string): Promise<RecordModel | null> {
  const versioned = !q.inTransaction && typeof (q as Partial<Database>).commitVersion === 'function';
  if (!versioned) return findRecordById(q, c, id);
  const version = (q as Database).commitVersion!();
  let cache = authRecords.get(q);
  if (!cache) authRecords.set(q, (cache = new Map()));
  const key = `${c.id}/${id}`;
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.collection === c) return { collection: c, data: { ...hit.data } };
  const record = await findRecordById(q, c, id);
  if (!record) {
    cache.delete(key);
    return null;
  }
  if (!hit && cache.size >= AUTH_RECORDS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, collection: c, data: { ...record.data } });
  return record;
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
  const known = verified.get(token);
  let unverified: Record<string, unknown>;
  try {
    if (!known && decodeProtectedHeader(token).alg !== 'HS256') return null;
    unverified = known?.claims ?? decodeJwt(token);
  } catch {
    return null;
  }
  if (unverified['type'] !== type) return null;
  const c = getCollection(String(unverified['collectionId'] ?? ''));
  if (!c || !isAuthCollection(c)) return null;
  // a storage failure is not an invalid token: it propagates (a 500 the client may retry) instead
  // of answering as if the token were unknown (a 401 that makes clients drop their session)
  const id = String(unverified['id'] ?? '');
  const record = type === 'auth' ? await findAuthRecord(q, c, id) : await findRecordById(q, c, id);
  if (!record) return null;
  try {
    const material = keyMaterial(record, type);
    if (known?.key === material) {
      const exp = unverified['exp'];
      if (typeof exp !== 'number' || exp * 1000 <= Date.now()) return null;
      return { record, claims: { ...known.claims } };
    }
    const { payload } = await jwtVerify(token, keyFor(record, type), { algorithms: ['HS256'] });
    if (payload['type'] !== type || typeof payload.exp !== 'number') return null;
    remember(token, material, { ...payload });
    return { record, claims: payload as Record<string, unknown> };
  } catch {
    return null;
  }
}
