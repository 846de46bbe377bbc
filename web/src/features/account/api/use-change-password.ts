import { useMutation } from '@tanstack/react-query';
import { pb, type UserRecord } from '../../../lib/api-client';

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

/**
 * Changes the password (the old one is required by the server), then signs in again with the new one
 * because a password change invalidates existing tokens. A demo account saves nothing: the answer is 'demo'.
 */
export function useChangePassword(user: UserRecord) {
  return useMutation({
    mutationFn: async ({ oldPassword, password }: PasswordChange): Promise<'saved' | 'demo'> => {
      if (user.role === 'demo') return 'demo';
      await pb.collection('users').update(user.id, { oldPassword, password, passwordConfirm: password });
      await pb.collection('users').authWithPassword(user.email, password);
      return 'saved';
    },
  });
}
