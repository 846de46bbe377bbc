/**
 * Verification of the one-time flow tokens (verification, passwordReset, emailChange) with
 * PocketBase's field error codes. One-time use comes from binding each token to the record's
 * state: its signature uses the record's tokenKey (reset and email change rotate it) and its
 * `email` claim must equal the current email.
 */
import { fieldError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { AuthCollection } from '../collections/collection.js';
import { decodeJwt } from 'jose';
import { verifyRecordToken, type TokenType, type VerifiedToken } from './tokens.js';
import { invalidData, invalidToken } from './validate-body.js';

/** the `email` claim of a token, read without verifying it ('' when missing or not a JWT) */
export function unverifiedEmailClaim(token: string): string {
  try {
    const email = (decodeJwt(token) as Record<string, unknown>)['email'];
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}

export async function verifyFlowToken(app: CoreApp, c: AuthCollection, token: string, type: TokenType): Promise<VerifiedToken> {
  const verified = await verifyRecordToken(app.db, (id) => app.getCollection(id), token, type);
  // as PocketBase: a token that does not verify is invalid, whatever collection it names
  if (!verified) throw invalidToken();
  if (verified.record.collection.id !== c.id) {
    throw invalidData({ token: fieldError('validation_token_collection_mismatch', 'The provided token is for different auth collection.') });
  }
  if (typeof verified.claims['email'] !== 'string') {
    throw invalidData({ token: fieldError('validation_invalid_token_claims', 'Invalid token claims.') });
  }
  if (String(verified.claims['email']).toLowerCase() !== String(verified.record.data['email'] ?? '').toLowerCase()) {
    throw invalidData({ token: fieldError('validation_token_email_mismatch', "The record email doesn't match with the requested token claims.") });
  }
  return verified;
}
