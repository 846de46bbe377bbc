/**
 * Sign-in, sign-up and account-recovery calls on the `users` auth collection; the password sign-in and its
 * second step also reach operator accounts (`_superusers`, product.md §4 Operators).
 */
import { ClientResponseError, type AuthMethodsList } from 'pocketbase';
import { pb, type UserRecord } from '../../../lib/api-client';
import { CheckInboxError } from '../../../lib/api-errors-core';
import { activeLocale } from '../../../i18n/i18n';

/** The auth collections /login signs in to: people (`users`) and operators (`_superusers`). */
export type SignInCollection = 'users' | '_superusers';

const users = () => pb.collection('users');

/** stores the active app language on the new account when it differs; a failure leaves the default */
async function saveLanguage(record: UserRecord): Promise<UserRecord> {
  const language = activeLocale();
  if ((record as { language?: string }).language === language) return record;
  return users()
    .update<UserRecord>(record.id, { language })
    .catch(() => record);
}

export function listAuthMethods(): Promise<AuthMethodsList> {
  return users().listAuthMethods();
}

/** The password was right and the account asks for a second factor: the MFA session and its collection. */
export class SecondStepNeeded extends Error {
  constructor(
    readonly mfaId: string,
    readonly collection: SignInCollection,
  ) {
    super('A second sign-in step is needed.');
    this.name = 'SecondStepNeeded';
  }
}

async function passwordIn(collection: SignInCollection, email: string, password: string): Promise<UserRecord> {
  try {
    return (await pb.collection(collection).authWithPassword<UserRecord>(email, password)).record;
  } catch (err) {
    const mfaId = mfaIdOf(err);
    throw mfaId ? new SecondStepNeeded(mfaId, collection) : err;
  }
}

/**
 * A person's account (`users`) first; when the store answers that the address and password do not sign in
 * there (400), an operator account (`_superusers`) with the same address and password. When neither does,
 * the answer of `users` is thrown, so a wrong password reads the same for everyone. A second factor asked by
 * either is thrown as `SecondStepNeeded`.
 */
export async function signInWithPassword(email: string, password: string): Promise<UserRecord> {
  try {
    return await passwordIn('users', email, password);
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status !== 400) throw err;
    try {
      return await passwordIn('_superusers', email, password);
    } catch (operatorErr) {
      if (operatorErr instanceof SecondStepNeeded) throw operatorErr;
      throw err;
    }
  }
}

export async function requestOtp(email: string, collection: SignInCollection = 'users'): Promise<string> {
  return (await pb.collection(collection).requestOTP(email)).otpId;
}

/** `mfaId`: the second step of a sign-in that asked for one (staff and operators, decision 0031) */
export async function signInWithOtp(
  otpId: string,
  code: string,
  mfaId?: string,
  collection: SignInCollection = 'users',
): Promise<UserRecord> {
  return (await pb.collection(collection).authWithOTP<UserRecord>(otpId, code, mfaId ? { mfaId } : undefined)).record;
}

/** the MFA session id when a first sign-in step answered "now the second factor" (401 `{mfaId}`) */
export function mfaIdOf(err: unknown): string | null {
  if (err instanceof SecondStepNeeded) return err.mfaId;
  if (!(err instanceof ClientResponseError) || err.status !== 401) return null;
  const id = (err.response as Record<string, unknown> | undefined)?.['mfaId'];
  return typeof id === 'string' && id ? id : null;
}

/** the collection whose second step a sign-in asked for (a 401 `{mfaId}` from the SDK: `users`) */
export function secondStepOf(err: unknown): { mfaId: string; collection: SignInCollection } | null {
  if (err instanceof SecondStepNeeded) return { mfaId: err.mfaId, collection: err.collection };
  const mfaId = mfaIdOf(err);
  return mfaId ? { mfaId, collection: 'users' } : null;
}

/** the second step came after the MFA session ended: the password step has to be done again */
export function mfaSessionEnded(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status === 400 && /MFA session/i.test(err.message);
}

export async function signInWithOAuth2(provider: string): Promise<UserRecord> {
  return (await users().authWithOAuth2<UserRecord>({ provider })).record;
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates a member account through Covey's sign-up route (the server sets the role) and signs in;
 * asks for the verification email unless an invitation link proved the address. The route answers a
 * taken address as it answers a new one (and mails its owner), so when the new password does not sign
 * in, the person is told to check their inbox: the screen does not say whether the account existed.
 */
export async function signUp(input: SignupInput & { invite?: string; join_code?: string }): Promise<UserRecord> {
  const res = await pb.send<{ mail?: boolean }>('/api/roster/signup', { method: 'POST', body: input });
  let record: UserRecord;
  try {
    record = await passwordIn('users', input.email, input.password);
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) throw new CheckInboxError();
    throw err;
  }
  // the language chosen on the sign-up screen follows the person to every device (decision 0057)
  record = await saveLanguage(record);
  // with mail off (`mail: false`) no verification email can go out: none is asked for
  if (!input.invite && res.mail !== false) await users().requestVerification(input.email).catch(() => undefined);
  return record;
}

export function requestPasswordReset(email: string): Promise<boolean> {
  return users().requestPasswordReset(email);
}

export function confirmPasswordReset(token: string, password: string): Promise<boolean> {
  return users().confirmPasswordReset(token, password, password);
}

export function requestVerification(email: string): Promise<boolean> {
  return users().requestVerification(email);
}

export function confirmVerification(token: string): Promise<boolean> {
  return users().confirmVerification(token);
}
