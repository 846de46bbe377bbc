/**
 * The assistant's routes (`/api/assistant/*`): ask (the server writes the question and the cited
 * answer), hand off to the counselor, rate an answer, and start an assistant chat (a plain
 * `chats` create; the server fills its participants).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';
import { pb } from '../../../lib/api-client';
import { errorMessage, errorStatus, fieldErrors } from '../../../lib/api-errors';
import type { ChatRecord, MessageRecord } from './get-chats';
import { invalidateMessages } from './unread';

export const MAX_QUESTION = 2000;

export interface AskResult {
  question: MessageRecord;
  answer: MessageRecord;
  handoff: { chat: string } | null;
}

function askAssistant(chat: string, text: string): Promise<AskResult> {
  return pb.send<AskResult>('/api/assistant/ask', { method: 'POST', body: { chat, text } });
}

function handOff(chat: string): Promise<{ answer: MessageRecord; handoff: { chat: string } }> {
  return pb.send('/api/assistant/handoff', { method: 'POST', body: { chat } });
}

export function rateAnswer(message: string, helpful: boolean): Promise<{ ok: boolean; message?: MessageRecord }> {
  return pb.send('/api/assistant/feedback', { method: 'POST', body: { message, helpful } });
}

/** a new assistant chat for the member (their own `members` row id) */
export function startAssistantChat(member: string): Promise<ChatRecord> {
  return pb.collection('chats').create<ChatRecord>({ member, kind: 'assistant' });
}

/** the member's own `members` row id ('' when none) */
export async function myMemberId(userId: string): Promise<string> {
  const page = await pb
    .collection('members')
    .getList(1, 1, { filter: pb.filter('user = {:u}', { u: userId }), fields: 'id' });
  return page.items[0]?.id ?? '';
}

/** the member's counselor chat (opened when there is none) */
export async function counselorChatId(member: string): Promise<string> {
  const page = await pb.collection('chats').getList<ChatRecord>(1, 1, {
    filter: pb.filter('member = {:m} && kind = "counselor"', { m: member }),
    sort: '-last_message_at,-created,id',
  });
  if (page.items[0]) return page.items[0].id;
  return (await pb.collection('chats').create<ChatRecord>({ member, kind: 'counselor' })).id;
}

/** a sentence for a failed assistant call, with the next step */
export function assistantError(error: unknown): string {
  const status = errorStatus(error);
  if (status === 400) {
    const text = fieldErrors(error, 'sendMessage')['text'];
    if (text) return t('chat.errorTooLong', { max: formatNumber(MAX_QUESTION) });
  }
  if (status === 404) return t('chat.errorNotFound');
  if (status === 403) return t('chat.errorForbidden');
  return errorMessage(error, 'sendMessage');
}

export function useAsk(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => askAssistant(chatId, text),
    onSettled: () => invalidateMessages(queryClient),
  });
}

export function useHandOff(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => handOff(chatId),
    onSettled: () => invalidateMessages(queryClient),
  });
}
