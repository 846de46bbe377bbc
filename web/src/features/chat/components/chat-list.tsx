import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useChats } from '../api/get-chats';

export function ChatList() {
  const chats = useChats();
  const items = chats.data?.items ?? [];
  return (
    <QueryState
      isPending={chats.isPending}
      errorMessage={chats.error ? errorMessage(chats.error) : null}
      onRetry={() => void chats.refetch()}
      loadingLabel="Loading conversations"
    >
      {items.length === 0 ? (
        <EmptyState title="No conversations yet">
          Conversations with your counselor and the assistant will appear here.
        </EmptyState>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((chat) => (
            <li key={chat.id}>
              <UnstyledButton component={Link} to={paths.chatThread.href(chat.id)} w="100%">
                <Paper withBorder p="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} truncate>
                      {chat.title || (chat.kind === 'assistant' ? 'Assistant' : 'Your counselor')}
                    </Text>
                    {chat.status === 'closed' ? (
                      <Badge color="gray.8" variant="outline">
                        Closed
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="gray.7" truncate>
                    {chat.last_message || 'No messages yet'}
                  </Text>
                  {chat.last_message_at ? (
                    <Text size="xs" c="gray.7">
                      {dayjs(chat.last_message_at).format('MMM D, h:mm A')}
                    </Text>
                  ) : null}
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
