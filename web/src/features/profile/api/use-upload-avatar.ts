import { useMutation } from '@tanstack/react-query';
import type { UserRecord } from '../../../lib/api-client';
import { uploadAvatar } from './profile-actions';

/** saves the signed-in user's photo */
export function useUploadAvatar(user: UserRecord) {
  return useMutation({ mutationFn: (file: File) => uploadAvatar(user, file) });
}
