/** Accepting by token and reading an invitation's summary (kept free of the query client: the sign-up screen runs without it). */
import { pb } from '../../../lib/api-client';
import type { InviteSummary } from './types';

export interface Accepted {
  circle: string;
  circle_member: string;
  member: string;
}

const acceptInviteToken = (token: string) => pb.send<Accepted>('/api/invites/accept', { method: 'POST', body: { token } });

/** accepts by token, then refreshes the session (accepting confirms the email address) */
export async function acceptAndRefresh(token: string): Promise<Accepted> {
  const out = await acceptInviteToken(token);
  await pb.collection('users').authRefresh().catch(() => undefined);
  return out;
}

/** who invited whom to what, by the invitation's token */
export const getInviteSummary = (token: string) =>
  pb.send<InviteSummary>('/api/invites/summary', { query: { token }, requestKey: null });
