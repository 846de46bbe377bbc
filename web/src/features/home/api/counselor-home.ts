import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { ChatsRecord, MembersRecord } from '../../../lib/schema';

export interface UnreadConversation {
  chatId: string;
  name: string;
  count: number;
  lastBody: string;
  lastAt: string;
}

export interface Assignment extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'onboarding_step' | 'status' | 'updated'> {}

type UnreadChat = RecordModel &
  Pick<ChatsRecord, 'unread_counselor' | 'last_message' | 'last_message_at'> & {
    expand?: { member?: { first_name: string; last_name: string } };
  };

/** One entry per chat with unread member messages, the most recent conversation first. */
export function toConversations(chats: readonly UnreadChat[]): UnreadConversation[] {
  return chats
    .map((c) => {
      const member = c.expand?.member;
      const name = member ? `${member.first_name} ${member.last_name}`.trim() : '';
      return { chatId: c.id, name, count: Number(c.unread_counselor ?? 0), lastBody: c.last_message ?? '', lastAt: c.last_message_at ?? '' };
    })
    .sort((a, b) => (Date.parse(b.lastAt) || 0) - (Date.parse(a.lastAt) || 0));
}

/**
 * The chats with unread member messages, from their server-kept counts (`unread_counselor`, kept by the
 * messages hooks, decision 0051): one small list with the member's name and the chat's last message, where
 * this read every unread message (~1,500 for a counselor with 334 members at scale 1) and then every chat
 * (decision 0061).
 */
export async function fetchUnreadConversations(): Promise<UnreadConversation[]> {
  const chats = await pb.collection('chats').getFullList<UnreadChat>({
    batch: 500,
    filter: 'unread_counselor > 0',
    sort: '-last_message_at,id',
    expand: 'member',
    fields: 'id,unread_counselor,last_message,last_message_at,expand.member.first_name,expand.member.last_name',
  });
  return toConversations(chats);
}

export function useUnreadConversations(role: string) {
  return useQuery({
    queryKey: ['messages', 'unread-conversations', role],
    queryFn: () => (role === 'counselor' ? fetchUnreadConversations() : Promise.resolve([])),
  });
}

/** Members assigned to me, most recently changed first. */
export function useNewAssignments(userId: string, limit = 5) {
  return useQuery({
    queryKey: ['members', 'assignments', userId, limit],
    queryFn: async () =>
      (
        await pb.collection('members').getList<Assignment>(1, limit, {
          filter: pb.filter('counselor.user = {:me}', { me: userId }),
          sort: '-updated',
        })
      ).items,
    enabled: userId !== '',
  });
}
