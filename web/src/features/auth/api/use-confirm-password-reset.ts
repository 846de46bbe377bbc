import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset } from './auth-actions';

/** Sets the new password with the token of the reset link. */
export function useConfirmPasswordReset(token: string) {
  return useMutation({ mutationFn: (password: string) => confirmPasswordReset(token, password) });
}
