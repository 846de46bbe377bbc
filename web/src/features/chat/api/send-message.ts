import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { MessageRecord } from './get-chats';
import { invalidateMessages } from './unread';

export interface SendMessageInput {
  chatId: string;
  senderId: string;
  role: string;
  body: string;
  files: readonly File[];
}

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * The create body the rules require: sender and role are mine, `read` is never sent (server-set);
 * with files, their original names go along as `attachment_names`.
 */
export function messageBody(input: SendMessageInput): FormData | Record<string, string> {
  const fields = { chat: input.chatId, sender: input.senderId, role: input.role, body: input.body.trim() };
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

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => invalidateMessages(queryClient),
  });
}
