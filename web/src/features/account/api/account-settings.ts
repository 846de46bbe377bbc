/**
 * The account's own settings on /account (product.md §3.1, §4): language and time zone, the
 * support-access opt-out (`allow_support_view`), the signed agreements ledger, and which sign-in
 * methods the store offers.
 */
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { UsersRecord } from '../../../lib/schema';
import type { LedgerRow } from '../lib/agreement-ledger';

export interface AccountSettings extends RecordModel, Pick<UsersRecord, 'role' | 'language' | 'timezone' | 'allow_support_view'> {}

export const settingsKey = (userId: string) => ['account', 'settings', userId] as const;
export const agreementsKey = (userId: string) => ['account', 'agreements', userId] as const;
export const signInMethodsKey = ['account', 'sign-in-methods'] as const;

export function loadSettings(userId: string): Promise<AccountSettings> {
  return pb.collection('users').getOne<AccountSettings>(userId, { fields: 'id,collectionId,collectionName,role,language,timezone,allow_support_view,updated' });
}

export function saveSettings(userId: string, data: Partial<Pick<UsersRecord, 'language' | 'timezone' | 'allow_support_view'>>) {
  return pb.collection('users').update<AccountSettings>(userId, data);
}

export function loadAgreements(userId: string): Promise<LedgerRow[]> {
  return pb.collection('agreements').getFullList<LedgerRow & RecordModel>({
    filter: pb.filter('user = {:u}', { u: userId }),
    sort: 'created',
    fields: 'id,document,version,action,member,circle,created',
  });
}

/** withdraws an accepted document: a `revoked` row for the same document and version (the ledger is append-only) */
export function withdrawAgreement(userId: string, accepted: LedgerRow) {
  return pb.collection('agreements').create({
    user: userId,
    member: accepted.member,
    document: accepted.document,
    version: accepted.version,
    action: 'revoked',
    user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 255),
  });
}

export interface SignInMethods {
  otp: boolean;
  mfa: boolean;
}

export async function loadSignInMethods(): Promise<SignInMethods> {
  const m = await pb.collection('users').listAuthMethods();
  return { otp: !!m.otp?.enabled, mfa: !!m.mfa?.enabled };
}

/** ends every other session of the account; this device keeps signing in with the fresh token the answer carries */
export async function endOtherSessions(): Promise<void> {
  const answer = await pb.send<{ token: string; record: RecordModel }>('/api/account/sessions/end-others', { method: 'POST' });
  pb.authStore.save(answer.token, answer.record);
}
