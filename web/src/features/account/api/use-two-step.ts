import { useMutation } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { UsersRecord } from '../../../lib/schema';

/**
 * a member's own two-step sign-in (`users.mfa_on`, #29): the store refuses turning it on while mail is
 * off; the SDK refreshes the session's record with the answer, so the switch follows at once
 */
export function useTwoStep(userId: string) {
  return useMutation({
    mutationFn: (on: boolean) => pb.collection('users').update<Pick<UsersRecord, 'mfa_on'>>(userId, { mfa_on: on }),
  });
}
