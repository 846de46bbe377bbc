/**
 * Invite tokens (product.md §3.2 invites): 32 random bytes, base64url, mailed once; only the
 * SHA-256 hash is stored (the `token` field is hidden). Comparing hashes in constant time keeps a
 * lookup from telling how close a guess was.
 */
import type { RecordModel } from '../../core/records/record.js';
import { formatDate } from '../../util/dates.js';
import { randomToken } from '../../util/random.js';
import { sha256Hex } from '../../util/token-hash.js';
export { sameHash } from '../../util/token-hash.js';

export const INVITE_DAYS = 7;
export const MAX_SENDS = 5;
/** adult caregiver access lasts 18 months unless the owner chooses otherwise */
export const DEFAULT_ACCESS_DAYS = 548;
export const RENEWAL_NOTICE_DAYS = 14;

export const newToken = (): string => randomToken();
export const hashToken = sha256Hex;

/** a token that could be one of ours (keeps junk out of the lookup) */
export const wellFormed = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{40,64}$/.test(token);

export const daysFromNow = (days: number, from = Date.now()): string => formatDate(new Date(from + days * 86_400_000));

export const inviteLink = (appURL: string, token: string): string => `${appURL.replace(/\/+$/, '')}/auth?invite=${encodeURIComponent(token)}`;

/**
 * The raw token of an invite issued in this process, keyed by the record object the create or
 * resend produced: the after-commit mail and the inviter's one-time response read it, nothing
 * stores it.
 */
const issued = new WeakMap<RecordModel, string>();
export const rememberToken = (record: RecordModel, token: string): void => void issued.set(record, token);
export const issuedToken = (record: RecordModel): string => issued.get(record) ?? '';
