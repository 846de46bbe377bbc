/**
 * Unread messages from the other side (`read = false && role != my role`), counted per chat, and
 * marking them read. Every change invalidates the `messages` and `chats` query roots, which the
 * top-bar badge also listens to (shared query cache, no feature import).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { unreadChatsFilter, unreadCountField, unreadFilter } from '../../../lib/unread-filter';
import type { MessageRecord } from './get-chats';

const unreadKey = (role: string) => ['messages', 'unread-by-chat', role] as const;

export function getUnread(role: string, chatId?: string): Promise<MessageRecord[]> {
  return pb.collection('messages').getFullList<MessageRecord>({ batch: 500, filter: unreadFilter(role, chatId) });
}

function countByChat(messages: readonly Pick<MessageRecord, 'chat'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of messages) out[m.chat] = (out[m.chat] ?? 0) + 1;
  return out;
}

/**
 * Unread counts per chat id, read from the chats' server-kept counts (one small list, not every unread
 * message: decision 0051); a role without such a count counts the messages. An error leaves the counts
 * empty (the list still shows).
 */
async function getUnreadByChat(role: string): Promise<Record<string, number>> {
  const field = unreadCountField(role);
  if (!field) return countByChat(await getUnread(role));
  const chats = await pb.collection('chats').getFullList<{ id: string } & Record<string, unknown>>({ batch: 500, filter: unreadChatsFilter(role), fields: `id,${field}` });
  return Object.fromEntries(chats.map((c) => [c.id, Number(c[field] ?? 0)]));
}

export function useUnreadByChat(role: string) {
  return useQuery({
    queryKey: unreadKey(role),
    queryFn: () => getUnreadByChat(role),
    enabled: role !== '',
  });
}

/** Marks the given messages read, one update each (the rules allow only the other side's). */
export async function markRead(ids: readonly string[]): Promise<number> {
  await Promise.all(ids.map((id) => pb.collection('messages').update(id, { read: true })));
  return ids.length;
}

export async function markChatRead(chatId: string, role: string): Promise<number> {
  const unread = await getUnread(role, chatId);
  return markRead(unread.map((m) => m.id));
}

export function invalidateMessages(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['messages'] }),
    client.invalidateQueries({ queryKey: ['chats'] }),
  ]).then(() => undefined);
}
