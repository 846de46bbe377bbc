import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { queryKeys } from '../../../lib/query-client';
import type { ChatsRecord, MembersRecord, MessagesRecord, MessagesRole } from '../../../lib/schema';

interface ChatMember extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name'> {
  user?: MembersRecord['user'];
  minor?: MembersRecord['minor'];
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
  expand?: { subscriber?: { user?: string } };
}

/** the signed-in account's id ('' when signed out) */
export const currentUserId = (): string => pb.authStore.record?.id ?? '';

/** a message I sent myself (a caregiver's or another counselor's message on my side is not mine) */
export const sentByMe = (m: Pick<MessageRecord, 'role' | 'sender'>, myRole: string, me = currentUserId()): boolean =>
  m.role === myRole && (!me || m.sender === me);

export interface ChatRecord extends RecordModel, Pick<ChatsRecord, 'created' | 'member' | 'counselor' | 'kind' | 'title' | 'status' | 'last_message' | 'last_message_at' | 'last_sender_role'> {
  expand?: { member?: ChatMember };
}

/** the store sets the sender's role on every message */
export type MessageRole = MessagesRole;

export interface MessageRecord extends RecordModel, Pick<MessagesRecord, 'created' | 'chat' | 'sender' | 'sender_name' | 'body' | 'kind' | 'attachments' | 'read' | 'read_at'> {
  role: MessageRole;
  /** original file names `{stored: original}` (server-kept; older messages have none) */
  attachment_names?: Record<string, string> | null;
  /** assistant answers: where each part of the answer comes from */
  citations?: Citation[] | null;
  /** assistant answers: the member's "Was this helpful?" answer ('' = not given) */
  feedback?: MessagesRecord['feedback'];
  /** a handoff card points at the counselor chat (`chats`, id) */
  ref_collection?: MessagesRecord['ref_collection'];
  ref_id?: MessagesRecord['ref_id'];
}

export interface Citation {
  title: string;
  /** `{collectionId}/{recordId}/{filename}` of a stored PDF; '' for plan details, coverage and glossary */
  file: string;
  /** 1-based PDF page; 0 when the source has no pages */
  page: number;
  snippet: string;
  /** app path of a non-file source (e.g. the coverage) */
  link?: string;
}

const CHATS_PAGE = 200;

/** The chats the signed-in user takes part in (the server's rules scope them), newest activity first. */
async function getChats(): Promise<ChatRecord[]> {
  const page = await pb
    .collection('chats')
    .getList<ChatRecord>(1, CHATS_PAGE, { sort: '-last_message_at,-created', expand: 'member' });
  return page.items;
}

export function useChats() {
  return useQuery(queryOptions({ queryKey: queryKeys.chats(), queryFn: getChats }));
}

function getChatMessages(chatId: string): Promise<MessageRecord[]> {
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
      queryFn: () => pb.collection('chats').getOne<ChatRecord>(chatId, { expand: 'member' }),
    }),
  );
}

export function useChatMessages(chatId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.chatMessages(chatId), queryFn: () => getChatMessages(chatId) }));
}

/** The name a chat shows: the member's name for staff, the title (or the kind) for the member. */
export function chatName(chat: ChatRecord, myRole: string): string {
  const m = chat.expand?.member;
  const memberName = m ? `${m.first_name} ${m.last_name}`.trim() : '';
  if (myRole !== 'member' && memberName) return memberName;
  if (chat.title) return chat.title;
  if (chat.kind === 'assistant') return t('chat.assistant');
  if (chat.kind === 'support') return t('chat.support');
  return t('chat.yourCounselor');
}
