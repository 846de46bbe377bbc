import { useMutation } from '@tanstack/react-query';
import { pb, type UserRecord } from '../../../lib/api-client';

/** Asks the server to mail a confirmation link to the new address; a demo account saves nothing ('demo'). */
export function useRequestEmailChange(user: UserRecord) {
  return useMutation({
    mutationFn: async (newEmail: string): Promise<'sent' | 'demo'> => {
      if (user.role === 'demo') return 'demo';
      await pb.collection('users').requestEmailChange(newEmail);
      return 'sent';
    },
  });
}
