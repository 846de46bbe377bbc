import { Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useChatMessages } from '../api/get-chats';

/** Messages of one chat, the viewer's own on the right. */
export function MessageThread({ chatId, myRole }: { chatId: string; myRole: string }) {
  const messages = useChatMessages(chatId);
  const items = messages.data ?? [];
  return (
    <QueryState
      isPending={messages.isPending}
      errorMessage={messages.error ? errorMessage(messages.error) : null}
      onRetry={() => void messages.refetch()}
      loadingLabel="Loading messages"
    >
      {items.length === 0 ? (
        <EmptyState title="No messages yet" />
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
          {items.map((m) => {
            const mine = m.role === myRole;
            return (
              <li key={m.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                <Paper p="sm" radius="lg" bg={mine ? 'green.1' : 'white'} withBorder={!mine}>
                  <Text size="xs" fw={700} c="gray.8">
                    {mine ? 'You' : m.sender_name || m.role}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{m.body}</Text>
                  <Text size="xs" c="gray.7">
                    {dayjs(m.created).format('MMM D, h:mm A')}
                  </Text>
                </Paper>
              </li>
            );
          })}
        </Stack>
      )}
    </QueryState>
  );
}
