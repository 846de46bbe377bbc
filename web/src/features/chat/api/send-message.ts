import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { MessageRecord } from './get-chats';
import { invalidateMessages } from './unread';

export interface SendMessageInput {
  chatId: string;
  senderId: string;
  role: string;
  body: string;
  files: readonly File[];
  /** the record's id, chosen here (PocketBase lets a create name its id), so the thread can tell when the server has it */
  id?: string;
}

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** a new record id in the store's form (15 of [a-z0-9]) */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * The create body the rules require: sender and role are mine, `read` is never sent (server-set);
 * with files, their original names go along as `attachment_names`.
 */
export function messageBody(input: SendMessageInput): FormData | Record<string, string> {
  const fields = {
    ...(input.id ? { id: input.id } : {}),
    chat: input.chatId,
    sender: input.senderId,
    role: input.role,
    body: input.body.trim(),
  };
  if (input.files.length === 0) return fields;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of input.files) form.append('attachments', f);
  // the store renames uploads; the server keeps these originals, in upload order, for display
  form.append('attachment_names', JSON.stringify(input.files.map((f) => f.name)));
  return form;
}

function sendMessage(input: SendMessageInput): Promise<MessageRecord> {
  return pb.collection('messages').create<MessageRecord>(messageBody(input));
}

const sendMessageKey = (chatId: string) => ['chat', 'send', chatId] as const;

/**
 * Sending a message. Offline, TanStack Query pauses the mutation (network mode "online") and resumes it when
 * the device is back (onlineManager): it is sent once, in order (one scope per conversation). It stays pending
 * until the thread has been refetched, so the message never disappears in between; the thread hides it as soon
 * as it lists the record (a live event can bring it first), so it never shows twice.
 */
export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey(chatId),
    mutationFn: sendMessage,
    scope: { id: `chat-send-${chatId}` },
    onSuccess: () => invalidateMessages(queryClient),
  });
}

export interface PendingMessage {
  id: number;
  /** the record id it is created with: once the thread lists it, it is no longer pending */
  recordId?: string;
  body: string;
  fileNames: string[];
  /** waiting for a connection (or for an earlier message of the conversation) */
  paused: boolean;
}

/** This conversation's messages on their way: shown in the thread until the server has them. */
export function usePendingMessages(chatId: string): PendingMessage[] {
  return useMutationState({
    filters: { mutationKey: sendMessageKey(chatId), status: 'pending' },
    select: (m) => {
      const input = m.state.variables as SendMessageInput | undefined;
      return {
        id: m.mutationId,
        recordId: input?.id,
        body: input?.body.trim() ?? '',
        fileNames: input?.files.map((f) => f.name) ?? [],
        paused: m.state.isPaused,
      };
    },
  });
}
