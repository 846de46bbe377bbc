import type { MailOutcome } from '../../../lib/mail-outcome';
import type { RecordModel } from 'pocketbase';
import type { CircleMembersRecord, CirclesRecord, InvitesRecord, MembersRecord } from '../../../lib/schema';

export interface CircleRecord extends RecordModel, Pick<CirclesRecord, 'owner' | 'member' | 'name' | 'description' | 'active'> {
  expand?: { member?: PersonRecord };
}

export interface PersonRecord extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'minor' | 'relationship'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
}

export interface CircleMemberRecord extends RecordModel, Pick<CircleMembersRecord, 'circle' | 'user' | 'email' | 'display_name' | 'relationship' | 'access' | 'scopes' | 'status' | 'expires'> {
  expand?: { circle?: CircleRecord; user?: { id: string; name: string } };
}

export interface InviteRecord extends RecordModel, Pick<InvitesRecord, 'kind' | 'email' | 'name' | 'inviter' | 'circle' | 'access' | 'scopes' | 'relationship' | 'expires_in_days' | 'message' | 'status' | 'expires' | 'sent_count' | 'last_sent'> {
  expand?: { circle?: CircleRecord; inviter?: { id: string; name: string } };
}

export interface InviteSummary {
  inviter_name: string;
  circle_name: string;
  access: string;
  scopes: string[];
  email: string;
}

export interface IssuedInvite {
  invite: InviteRecord;
  link: string;
  /** what became of the email (server mail-outcome.ts) */
  mail: MailOutcome;
}

