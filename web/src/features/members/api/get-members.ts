import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { GUARDED_BY_ME } from '../../../lib/minors';
import type { ChatsRecord, MembersRecord } from '../../../lib/schema';

export interface MemberRecord extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'email' | 'relationship' | 'minor' | 'status' | 'onboarding_step' | 'counselor' | 'created' | 'updated'> {
  /** the employee's row when this is a dependent on their plan ('' for the employee) */
  subscriber: MembersRecord['subscriber'];
  adult_on?: MembersRecord['adult_on'];
  /** the member's own language (server-set from users.language; '' for a dependent without an account) */
  language?: MembersRecord['language'];
}

export interface MemberChat extends RecordModel, Pick<ChatsRecord, 'member' | 'kind' | 'last_message' | 'last_message_at' | 'last_sender_role'> {}

/** Counselor: members assigned to me. Member: myself and the minors I look after. */
function membersFilter(role: string, userId: string): string {
  return role === 'counselor'
    ? pb.filter('counselor.user = {:me}', { me: userId })
    : pb.filter(`user = {:me} || ${GUARDED_BY_ME}`, { me: userId });
}

function getMembers(role: string, userId: string): Promise<MemberRecord[]> {
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
