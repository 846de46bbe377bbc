import { pb } from '../../../lib/api-client';
import { acceptInviteToken, type Accepted } from './circles';

/** accepts by token, then refreshes the session (accepting confirms the email address) */
export async function acceptAndRefresh(token: string): Promise<Accepted> {
  const out = await acceptInviteToken(token);
  await pb.collection('users').authRefresh().catch(() => undefined);
  return out;
}
