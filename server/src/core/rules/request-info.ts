/**
 * What a rule or filter can see of the request (`@request.*`), in a transport-neutral shape.
 */
import type { Collection } from '../collections/collection.js';

export interface AuthInfo {
  collection: Collection;
  /** canonical values of the authenticated record, hidden fields included */
  record: Record<string, unknown>;
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
