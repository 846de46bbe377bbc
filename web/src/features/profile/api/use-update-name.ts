import { useMutation } from '@tanstack/react-query';
import type { UserRecord } from '../../../lib/api-client';
import { updateName } from './profile-actions';

/** renames the signed-in user (the SDK refreshes the stored auth record, which the session follows) */
export function useUpdateName(user: UserRecord) {
  return useMutation({ mutationFn: (name: string) => updateName(user, name) });
}
