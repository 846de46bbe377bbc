import { pb, type UserRecord } from '../../../lib/api-client';

export function requestEmailChange(newEmail: string): Promise<boolean> {
  return pb.collection('users').requestEmailChange(newEmail);
}

/**
 * Changes the password (the old one is required by the server), then signs in again with the new one
 * because a password change invalidates existing tokens.
 */
export async function changePassword(user: UserRecord, oldPassword: string, password: string): Promise<void> {
  await pb.collection('users').update(user.id, { oldPassword, password, passwordConfirm: password });
  await pb.collection('users').authWithPassword(user.email, password);
}
