import { useMutation } from '@tanstack/react-query';
import { requestVerification } from './auth-actions';

/** Mails a new confirmation link to the address. */
export function useRequestVerification() {
  return useMutation({ mutationFn: (email: string) => requestVerification(email) });
}
