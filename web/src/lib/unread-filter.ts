/**
 * Unread messages from the other side (`read = false && role != my role`), optionally in one chat. On
 * the member's side only the person's own chats count (or a minor's they are the guardian of): a
 * caregiver reading along in someone's chat through a circle neither counts its messages nor marks
 * them read (the server keeps the member's flag as it is). Shared by the chat screens and the top-bar badge.
 */
import { pb } from './api-client';

const OWN_CHAT = '(chat.member.user = {:me} || (chat.member.adult_on > @now && chat.member.subscriber.user = {:me}))';

export function unreadFilter(role: string, chatId?: string): string {
  const own = role === 'member' ? ` && ${OWN_CHAT}` : '';
  const me = pb.authStore.record?.id ?? '';
  return chatId
    ? pb.filter(`read = false && role != {:role} && chat = {:chat}${own}`, { role, chat: chatId, me })
    : pb.filter(`read = false && role != {:role}${own}`, { role, me });
}

/** the chats field that counts a side's unread messages (server-kept, decision 0051) */
export const unreadCountField = (role: string): 'unread_member' | 'unread_counselor' | null =>
  role === 'member' ? 'unread_member' : role === 'counselor' ? 'unread_counselor' : null;

/** The chats with unread messages for this side, the member's own only (as unreadFilter counts them). */
export function unreadChatsFilter(role: string): string {
  const field = unreadCountField(role);
  const own = role === 'member' ? ' && (member.user = {:me} || (member.adult_on > @now && member.subscriber.user = {:me}))' : '';
  return pb.filter(`${field ?? 'id'} > 0${own}`, { me: pb.authStore.record?.id ?? '' });
}
