import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { GUARDED_BY_ME } from '../../../lib/minors';

export interface MemberRecord extends RecordModel {
  user: string;
  first_name: string;
  last_name: string;
  email: string;
  relationship: string;
  /** the employee's row when this is a dependent on their plan ('' for the employee) */
  subscriber: string;
  minor: boolean;
  adult_on?: string;
  status: string;
  onboarding_step: string;
  counselor: string;
  created: string;
  updated: string;
}

export interface MemberChat extends RecordModel {
  member: string;
  kind: string;
  last_message: string;
  last_message_at: string;
  last_sender_role: string;
}

/** Counselor: members assigned to me. Member: myself and the minors I look after. */
export function membersFilter(role: string, userId: string): string {
  return role === 'counselor'
    ? pb.filter('counselor.user = {:me}', { me: userId })
    : pb.filter(`user = {:me} || ${GUARDED_BY_ME}`, { me: userId });
}

export function getMembers(role: string, userId: string): Promise<MemberRecord[]> {
  return pb.collection('members').getFullList<MemberRecord>({
    batch: 500,
    filter: membersFilter(role, userId),
    sort: 'last_name,first_name',
  });
}

export function useMembers(role: string, userId: string) {
  return useQuery({
    queryKey: ['members', 'list', role, userId],
    queryFn: () => getMembers(role, userId),
    enabled: userId !== '',
  });
}

/** The latest counselor chat per member, for the caseload's "last message" column. */
export function latestChatByMember(chats: readonly MemberChat[]): Record<string, MemberChat> {
  const out: Record<string, MemberChat> = {};
  for (const c of chats) {
    const prev = out[c.member];
    if (!prev || (c.last_message_at || '') > (prev.last_message_at || '')) out[c.member] = c;
  }
  return out;
}

export function useChatsByMember(enabled: boolean) {
  return useQuery({
    queryKey: ['chats', 'by-member'],
    queryFn: async () =>
      latestChatByMember(
        await pb.collection('chats').getFullList<MemberChat>({ batch: 500, filter: 'kind = "counselor"' }),
      ),
    enabled,
  });
}
