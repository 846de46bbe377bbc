import { useMutation } from '@tanstack/react-query';
import { signInWithOtp, type SignInCollection } from './auth-actions';

export interface OtpSignIn {
  otpId: string;
  code: string;
  /** the MFA session of a password step that asked for a second factor */
  mfaId?: string;
}

/** Signs in with a one-time code (alone, or as the second step after the password). */
export function useSignInWithOtp(collection: SignInCollection = 'users') {
  return useMutation({ mutationFn: ({ otpId, code, mfaId }: OtpSignIn) => signInWithOtp(otpId, code, mfaId, collection) });
}
