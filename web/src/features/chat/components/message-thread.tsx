import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useFileToken } from '../api/file-token';
import { currentUserId, sentByMe, useChatMessages, type MessageRecord } from '../api/get-chats';
import { invalidateMessages, markChatRead } from '../api/unread';
import { useMessagesRealtime } from '../api/use-messages-realtime';
import { usePendingMessages } from '../api/send-message';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

/**
 * Messages of one chat, live; the other side's unread messages are marked read once shown. The
 * `composer` stays pinned to the bottom of the viewport (sticky) while the thread scrolls above it;
 * new messages scroll the page so the last one sits just above the composer.
 */
export function MessageThread({
  chatId,
  myRole,
  composer,
  messageActions,
  emptyText,
}: {
  chatId: string;
  myRole: string;
  composer?: ReactNode;
  /** shown instead of the empty state when the thread has no messages yet */
  emptyText?: string;
  /** extra controls under a message (given by the route, e.g. "Make a report" for counselors) */
  messageActions?: (m: MessageRecord) => ReactNode;
}) {
  const messages = useChatMessages(chatId);
  const queryClient = useQueryClient();
  const t = useT();
  const items = messages.data ?? [];
  const listed = new Set(items.map((m) => m.id));
  // a live event may list the message before its send has settled: shown once, as sent
  const pending = usePendingMessages(chatId).filter((p) => !p.recordId || !listed.has(p.recordId));
  const marking = useRef(new Set<string>());
  const end = useRef<HTMLDivElement>(null);
  const hasFiles = items.some((m) => (m.attachments ?? []).length > 0);
  const token = useFileToken(hasFiles);
  useMessagesRealtime();

  const me = currentUserId();
  const unseen = items.filter((m) => m.role !== myRole && !m.read && !marking.current.has(m.id)).map((m) => m.id);
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!unseenKey) return;
    for (const id of unseenKey.split(',')) marking.current.add(id);
    // asks the server which of them are mine to mark (a caregiver reading along marks none)
    markChatRead(chatId, myRole)
      .catch(() => undefined)
      .finally(() => void invalidateMessages(queryClient));
  }, [unseenKey, chatId, myRole, queryClient]);

  // to the newest message, again once the composer shows up below it (it would cover the last one)
  const hasComposer = Boolean(composer);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items.length, pending.length, hasComposer]);

  return (
    <Box>
      <QueryState
        isPending={messages.isPending}
        errorMessage={messages.error ? errorMessage(messages.error) : null}
        onRetry={() => void messages.refetch()}
        loadingLabel={t('chat.loadingMessages')}
      >
        {items.length === 0 && pending.length === 0 ? (
          <EmptyState title={t('chat.noMessagesYet')}>{emptyText ?? t('chat.threadEmpty')}</EmptyState>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('chat.messages')}
            aria-live="polite"
          >
            {items.map((m) => {
              const mine = sentByMe(m, myRole, me);
              const align = m.role === 'system' ? 'center' : mine ? 'flex-end' : 'flex-start';
              return (
                <li key={m.id} style={{ alignSelf: align, maxWidth: m.role === 'system' ? '100%' : '85%' }}>
                  <MessageBubble
                    message={m}
                    mine={mine}
                    token={token.data ?? ''}
                    onTokenExpired={() => void token.refetch()}
                    viewerRole={myRole}
                  />
                  {messageActions?.(m)}
                </li>
              );
            })}
            {pending.map((p) => (
              <li key={`pending-${p.id}`} style={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
                <PendingBubble message={p} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {composer ? (
        <Box className="covey-chat-composer" mt="md">
          {composer}
        </Box>
      ) : null}
      <div ref={end} />
    </Box>
  );
}
