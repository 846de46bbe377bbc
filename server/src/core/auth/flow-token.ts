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

export async function verifyFlowToken(app: CoreApp, c: AuthCollection, token: string, type: TokenType): Promise<VerifiedToken> {
  const verified = await verifyRecordToken(app.db, (id) => app.getCollection(id), token, type);
  if (!verified) {
    let claims: Record<string, unknown> | null;
    try {
      claims = decodeJwt(token) as Record<string, unknown>;
    } catch {
      claims = null;
    }
    if (claims && claims['type'] === type && claims['collectionId'] && claims['collectionId'] !== c.id) {
      throw invalidData({ token: fieldError('validation_token_collection_mismatch', 'The token collection does not match.') });
    }
    throw invalidToken();
  }
  if (verified.record.collection.id !== c.id) {
    throw invalidData({ token: fieldError('validation_token_collection_mismatch', 'The token collection does not match.') });
  }
  if (typeof verified.claims['email'] !== 'string') {
    throw invalidData({ token: fieldError('validation_invalid_token_claims', 'Invalid token claims.') });
  }
  if (String(verified.claims['email']).toLowerCase() !== String(verified.record.data['email'] ?? '').toLowerCase()) {
    throw invalidData({ token: fieldError('validation_token_email_mismatch', 'The token email does not match the current one.') });
  }
  return verified;
}
