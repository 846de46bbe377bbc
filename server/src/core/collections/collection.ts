/**
 * The collection model as the API shows it (PocketBase v0.23+ JSON: options flattened at the top
 * level). Stored in the `_collections` table by collection-store.ts.
 */
import type { FieldDef } from '../fields/field.js';

export type CollectionType = 'base' | 'auth' | 'view';

export interface EmailTemplate {
  subject: string;
  body: string;
}

interface TokenConfig {
  duration: number;
  /** never returned by the API */
  secret: string;
}

export interface OAuth2Provider {
  name: string;
  clientId: string;
  clientSecret: string;
  authURL: string;
  tokenURL: string;
  userInfoURL: string;
  displayName: string;
  pkce: boolean | null;
  extra: Record<string, unknown> | null;
  /** the operator's explicit choice to send the client secret to a loopback, link-local or private token URL */
  allowPrivateHost?: boolean;
}

export interface AuthOptions {
  authRule: string | null;
  manageRule: string | null;
  authAlert: { enabled: boolean; emailTemplate: EmailTemplate };
  oauth2: {
    enabled: boolean;
    providers: OAuth2Provider[];
    mappedFields: { id: string; name: string; username: string; avatarURL: string };
  };
  passwordAuth: { enabled: boolean; identityFields: string[] };
  mfa: { enabled: boolean; duration: number; rule: string };
  otp: { enabled: boolean; duration: number; length: number; emailTemplate: EmailTemplate };
  authToken: TokenConfig;
  passwordResetToken: TokenConfig;
  emailChangeToken: TokenConfig;
  verificationToken: TokenConfig;
  fileToken: TokenConfig;
  verificationTemplate: EmailTemplate;
  resetPasswordTemplate: EmailTemplate;
  confirmEmailChangeTemplate: EmailTemplate;
}

export interface Collection extends Partial<AuthOptions> {
  id: string;
  name: string;
  type: CollectionType;
  system: boolean;
  fields: FieldDef[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  created: string;
  updated: string;
  /** view collections only */
  viewQuery?: string;
}

export type AuthCollection = Collection & AuthOptions & { type: 'auth' };

export const isAuthCollection = (c: Collection): c is AuthCollection => c.type === 'auth';
