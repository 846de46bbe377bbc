import type { RecordModel } from 'pocketbase';
import { personName as nameOf } from '../../../lib/person-name';

export interface CircleRecord extends RecordModel {
  owner: string;
  member: string;
  name: string;
  description: string;
  active: boolean;
  expand?: { member?: PersonRecord };
}

export interface PersonRecord extends RecordModel {
  user: string;
  first_name: string;
  last_name: string;
  minor: boolean;
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: string;
  relationship: string;
}

export interface CircleMemberRecord extends RecordModel {
  circle: string;
  user: string;
  email: string;
  display_name: string;
  relationship: string;
  access: string;
  scopes: string[];
  status: string;
  expires: string;
  expand?: { circle?: CircleRecord; user?: { id: string; name: string } };
}

export interface InviteRecord extends RecordModel {
  kind: string;
  email: string;
  name: string;
  inviter: string;
  circle: string;
  access: string;
  scopes: string[];
  relationship: string;
  expires_in_days: number;
  message: string;
  status: string;
  expires: string;
  sent_count: number;
  last_sent: string;
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
}

export const personName = (p: PersonRecord | undefined): string => (p ? nameOf(p, 'Unnamed person') : '');
