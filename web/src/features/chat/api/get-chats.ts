import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult, RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export interface ChatRecord extends RecordModel {
  kind: string;
  title: string;
  status: string;
  last_message: string;
  last_message_at: string;
}

export interface MessageRecord extends RecordModel {
  chat: string;
  sender: string;
  sender_name: string;
  role: 'member' | 'counselor' | 'assistant' | 'system';
  body: string;
  read: boolean;
}

export function getChats(): Promise<ListResult<ChatRecord>> {
  return pb.collection('chats').getList<ChatRecord>(1, 30, { sort: '-last_message_at,-created' });
}

export function useChats() {
  return useQuery(queryOptions({ queryKey: queryKeys.chats(), queryFn: getChats }));
}

export function getChatMessages(chatId: string): Promise<MessageRecord[]> {
  return pb.collection('messages').getFullList<MessageRecord>({
    batch: 500,
    filter: pb.filter('chat = {:chat}', { chat: chatId }),
    sort: 'created',
  });
}

export function useChat(chatId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.chat(chatId),
      queryFn: () => pb.collection('chats').getOne<ChatRecord>(chatId),
    }),
  );
}

export function useChatMessages(chatId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.chatMessages(chatId), queryFn: () => getChatMessages(chatId) }));
}
