import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from './auth-actions';

/** "Send reset link": asks the store to mail a reset link; answers with the address it was asked for. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string): Promise<string> => {
      await requestPasswordReset(email);
      return email;
    },
  });
}
