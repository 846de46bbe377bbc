import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { ChatRecord, MessageRecord } from './get-chats';
import { getUnread, invalidateMessages, markRead } from './unread';
import { isMinorNow } from '../../../lib/minors';

interface InboxMessage extends MessageRecord {
  expand?: { chat?: ChatRecord };
}

const INBOX_SIZE = 100;

type InboxItem = Pick<MessageRecord, 'role' | 'read' | 'created'> & { expand?: { chat?: ChatRecord } };

/**
 * Unread for me: from the other side and not read; on the member's side only in the person's own chats
 * (or a minor's they are the guardian of), not those a caregiver reads along in (see unread.ts).
 */
export function unreadForMe(m: InboxItem, role: string, me: string): boolean {
  if (m.role === role || m.read) return false;
  if (role !== 'member') return true;
  const member = m.expand?.chat?.expand?.member;
  return !!member && (member.user === me || (isMinorNow(member) && member.expand?.subscriber?.user === me));
}

/** Unread messages from the other side first, then everything else, newest first in each group. */
export function orderInbox<T extends InboxItem>(items: readonly T[], role: string, me: string): T[] {
  const unread = (m: T) => (unreadForMe(m, role, me) ? 0 : 1);
  return [...items].sort((a, b) => unread(a) - unread(b) || Date.parse(b.created) - Date.parse(a.created));
}

async function getInbox(): Promise<InboxMessage[]> {
  const page = await pb
    .collection('messages')
    .getList<InboxMessage>(1, INBOX_SIZE, { sort: '-created', expand: 'chat,chat.member,chat.member.subscriber' });
  return page.items;
}

export function useInbox() {
  return useQuery({ queryKey: ['messages', 'inbox'], queryFn: getInbox });
}

/** Marks every unread message from the other side read, in all my chats. */
export function useMarkAllRead(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => markRead((await getUnread(role)).map((m) => m.id)),
    onSettled: () => invalidateMessages(queryClient),
  });
}
