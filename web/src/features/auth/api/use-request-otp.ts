import { useMutation } from '@tanstack/react-query';
import { t } from '../../../i18n/i18n';
import { requestOtp, type SignInCollection } from './auth-actions';

/** "Email me a code" before an address was typed: nothing is asked of the server. */
export class NoEmailYet extends Error {
  constructor() {
    super(t('auth.noEmailYet'));
    this.name = 'NoEmailYet';
  }
}

/** Mails a one-time code to the address (the account's collection: `_superusers` for an operator); answers the otpId. */
export function useRequestOtp(collection: SignInCollection = 'users') {
  return useMutation({
    mutationFn: (email: string) => (email ? requestOtp(email, collection) : Promise.reject(new NoEmailYet())),
  });
}
