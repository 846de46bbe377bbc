/**
 * Sign-up through an invitation link or with an employer join code (product.md §2 paths 1–2): the
 * roster route creates the account already linked to its employer or agency; then we sign in. Kept
 * apart from auth-actions so that /login's first load does not carry it.
 */
import { pb, type UserRecord } from '../../../lib/api-client';
import { signUp } from './auth-actions';

export interface InviteInfo {
  /** `adult_dependent`: a dependent who turned 18, invited to take over their own records */
  kind: 'member' | 'employer_admin' | 'broker_user' | 'adult_dependent';
  email: string;
  name: string;
  organisation: string;
}

/** what an invitation link is for; rejects when it expired or was used */
export function getInviteInfo(token: string): Promise<InviteInfo> {
  return pb.send<InviteInfo>(`/api/roster/invite-info?token=${encodeURIComponent(token)}`, { method: 'GET' });
}

export interface RosterSignupInput {
  name: string;
  email: string;
  password: string;
  invite?: string;
  join_code?: string;
}

/** the same sign-up route and neutral answers as the plain sign-up (an invitation proves the address) */
export function rosterSignUp(input: RosterSignupInput): Promise<UserRecord> {
  return signUp(input);
}
