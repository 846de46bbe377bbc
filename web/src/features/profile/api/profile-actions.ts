import { pb, type UserRecord } from '../../../lib/api-client';

/** Updates the signed-in user's own record; the SDK refreshes the stored auth record. */
export function updateName(user: UserRecord, name: string): Promise<UserRecord> {
  return pb.collection('users').update<UserRecord>(user.id, { name });
}

export function uploadAvatar(user: UserRecord, file: File): Promise<UserRecord> {
  const body = new FormData();
  body.append('avatar', file);
  return pb.collection('users').update<UserRecord>(user.id, body);
}

/** Public avatar URL (the avatar field is not protected), or null when there is none. */
export function avatarUrl(user: UserRecord, thumb = '200x200'): string | null {
  if (!user.avatar) return null;
  return pb.files.getURL(user, user.avatar, { thumb });
}
