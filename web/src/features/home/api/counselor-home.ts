import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { MembersRecord, MessagesRecord } from '../../../lib/schema';

export interface UnreadConversation {
  chatId: string;
  name: string;
  count: number;
  lastBody: string;
  lastAt: string;
}

interface UnreadMessage extends RecordModel, Pick<MessagesRecord, 'chat' | 'body' | 'created' | 'sender_name'> {
  expand?: { chat?: RecordModel & { expand?: { member?: RecordModel & { first_name: string; last_name: string } } } };
}

export interface Assignment extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'onboarding_step' | 'status' | 'updated'> {}

/** Groups unread messages by chat, newest message first. */
function groupUnread(messages: readonly UnreadMessage[]): UnreadConversation[] {
  const byChat = new Map<string, UnreadConversation>();
  for (const m of messages) {
    const member = m.expand?.chat?.expand?.member;
    const name = member ? `${member.first_name} ${member.last_name}`.trim() : m.sender_name;
    const entry = byChat.get(m.chat) ?? { chatId: m.chat, name: name || '', count: 0, lastBody: '', lastAt: '' };
    entry.count += 1;
    if (!entry.lastAt || Date.parse(m.created) > Date.parse(entry.lastAt)) {
      entry.lastAt = m.created;
      entry.lastBody = m.body;
    }
    byChat.set(m.chat, entry);
  }
  return [...byChat.values()].sort((a, b) => Date.parse(b.lastAt) - Date.parse(a.lastAt));
}

type ChatWithMember = NonNullable<NonNullable<UnreadMessage['expand']>['chat']>;

/**
 * The unread messages (only what the list shows), then the member's name once per chat: expanding
 * every message's chat and member cost about four times the list itself at scale (a counselor with
 * 334 members has ~1,500 unread messages; decision 0044).
 */
async function fetchUnreadConversations(role: string): Promise<UnreadConversation[]> {
  const messages = await pb.collection('messages').getFullList<UnreadMessage>({
    batch: 500,
    filter: pb.filter('read = false && role != {:role}', { role }),
    fields: 'id,chat,body,created,sender_name',
  });
  if (!messages.length) return [];
  const chats = await pb.collection('chats').getFullList<ChatWithMember>({
    batch: 500,
    expand: 'member',
    fields: 'id,expand.member.first_name,expand.member.last_name',
  });
  const byId = new Map(chats.map((c) => [c.id, c]));
  return groupUnread(messages.map((m) => ({ ...m, expand: { chat: byId.get(m.chat) } })));
}

export function useUnreadConversations(role: string) {
  return useQuery({
    queryKey: ['messages', 'unread-conversations', role],
    queryFn: () => fetchUnreadConversations(role),
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
