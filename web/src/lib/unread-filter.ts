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
