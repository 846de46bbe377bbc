import { useMutation } from '@tanstack/react-query';
import { confirmVerification } from './auth-actions';

/** Confirms the address with the token of the confirmation link. */
export function useConfirmVerification() {
  return useMutation({ mutationFn: (token: string) => confirmVerification(token) });
}
