/**
 * What a rule or filter can see of the request (`@request.*`), in a transport-neutral shape.
 */
import type { Collection } from '../collections/collection.js';

export interface AuthInfo {
  collection: Collection;
  /** canonical values of the authenticated record, hidden fields included */
  record: Record<string, unknown>;
  /**
   * set when the request authenticated with a delegated credential (an API key, an OAuth2 access
   * token): it narrows every rule the record is checked against (see effective-rule.ts)
   */
  limit?: AuthLimit;
}

export type RuleOp = 'list' | 'view' | 'create' | 'update' | 'delete';

/** the narrowing of a delegated credential: never more than the owner's own rules allow */
export interface AuthLimit {
  /** e.g. `api_key`, `oauth` (for logs and messages) */
  kind: string;
  /** false refuses the operation on the collection outright (as a null rule) */
  allows(collection: string, op: RuleOp): boolean;
  /** an extra rule expression ANDed with the collection's rule, or '' for none */
  extraRule?(collection: string, op: RuleOp): string;
  /** false once the credential was revoked or expired (checked again by long-lived realtime clients) */
  active?(): Promise<boolean>;
}

export type RequestContext =
  | 'default'
  | 'expand'
  | 'realtime'
  | 'protectedFile'
  | 'batch'
  | 'oauth2'
  | 'otp'
  | 'password';

export interface RequestInfo {
  auth: AuthInfo | null;
  method: string;
  context: RequestContext;
  query: Record<string, string>;
  /** header names lower snake_cased (`X-Token` → `x_token`) */
  headers: Record<string, string>;
  /** submitted body after modifier resolution, canonical values */
  body: Record<string, unknown>;
  /** the client IP (not readable by rules; hooks use it for audit records such as signed consents) */
  ip?: string;
}

export const guestRequest = (over: Partial<RequestInfo> = {}): RequestInfo => ({
  auth: null,
  method: 'GET',
  context: 'default',
  query: {},
  headers: {},
  body: {},
  ...over,
});

export const isSuperuser = (info: RequestInfo) => info.auth?.collection.name === '_superusers';
