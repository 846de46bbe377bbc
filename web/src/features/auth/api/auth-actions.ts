/** Sign-in, sign-up and account-recovery calls on the `users` auth collection. */
import { ClientResponseError, type AuthMethodsList } from 'pocketbase';
import { pb, type UserRecord } from '../../../lib/api-client';
import { CheckInboxError } from '../../../lib/api-errors-core';

const users = () => pb.collection('users');

export function listAuthMethods(): Promise<AuthMethodsList> {
  return users().listAuthMethods();
}

export async function signInWithPassword(email: string, password: string): Promise<UserRecord> {
  const result = await users().authWithPassword<UserRecord>(email, password);
  return result.record;
}

export async function requestOtp(email: string): Promise<string> {
  return (await users().requestOTP(email)).otpId;
}

/** `mfaId`: the second step of a sign-in that asked for one (staff, decision 0031) */
export async function signInWithOtp(otpId: string, code: string, mfaId?: string): Promise<UserRecord> {
  return (await users().authWithOTP<UserRecord>(otpId, code, mfaId ? { mfaId } : undefined)).record;
}

/** the MFA session id when a first sign-in step answered "now the second factor" (401 `{mfaId}`) */
export function mfaIdOf(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status !== 401) return null;
  const id = (err.response as Record<string, unknown> | undefined)?.['mfaId'];
  return typeof id === 'string' && id ? id : null;
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
    record = await signInWithPassword(input.email, input.password);
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) throw new CheckInboxError();
    throw err;
  }
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
