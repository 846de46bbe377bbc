/**
 * A password sign-in that completes the second factor when the server asks for one (staff and
 * operators once mail is set up, decision 0031): the code is read from the loopback mail catcher.
 */
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { otpCode, type MailCatcher } from './mail-catcher.js';

export async function signInWithMfa(pb: PocketBase, mail: MailCatcher, email: string, password: string, collection = 'users'): Promise<PocketBase> {
  try {
    await pb.collection(collection).authWithPassword(email, password);
    return pb;
  } catch (err) {
    const mfaId = err instanceof ClientResponseError && err.status === 401 ? (err.response as Record<string, unknown>)['mfaId'] : undefined;
    if (typeof mfaId !== 'string') throw err;
    const before = mail.to(email).length;
    const { otpId } = await pb.collection(collection).requestOTP(email);
    const code = otpCode(await mail.waitFor(email, before + 1));
    await pb.collection(collection).authWithOTP(otpId, code, { mfaId });
    return pb;
  }
}
