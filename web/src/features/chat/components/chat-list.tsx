import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { chatName, useChats, type ChatRecord } from '../api/get-chats';
import { useUnreadByChat } from '../api/unread';
import { useMessagesRealtime } from '../api/use-messages-realtime';
import { matchesSearch, orderChats } from '../lib/order-chats';

/** The chats of the signed-in user with unread counts; staff can search by member name. Live. `emptyText`: the route's words for the viewer. */
export function ChatList({ role, emptyText }: { role: string; emptyText?: string }) {
  const chats = useChats();
  const unread = useUnreadByChat(role);
  const [search, setSearch] = useState('');
  useMessagesRealtime();
  const counts = unread.data ?? {};
  const staff = role !== 'member';
  const items = orderChats(chats.data ?? [], role, counts).filter((c) => matchesSearch(chatName(c, role), search));
  return (
    <Stack gap="md">
      {staff ? (
        <TextInput
          label="Search by member name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      ) : null}
      <QueryState
        isPending={chats.isPending}
        errorMessage={chats.error ? errorMessage(chats.error) : null}
        onRetry={() => void chats.refetch()}
        loadingLabel="Loading conversations"
      >
        {items.length === 0 ? (
          <EmptyState title={search ? 'No matching conversations' : 'No conversations yet'}>
            {search
              ? 'No member in your conversations matches this name.'
              : (emptyText ?? 'Conversations with your counselor and the assistant will appear here.')}
          </EmptyState>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label="Conversations"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((chat) => (
              <li key={chat.id}>
                <ChatRow chat={chat} name={chatName(chat, role)} unread={counts[chat.id] ?? 0} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ChatRow({ chat, name, unread }: { chat: ChatRecord; name: string; unread: number }) {
  return (
    <UnstyledButton component={Link} to={paths.chatThread.href(chat.id)} w="100%" data-testid="chat-row">
      <Paper withBorder p="md" bg={unread > 0 ? 'green.0' : undefined}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {chat.kind === 'assistant' ? (
              <Badge color="violet.9" variant="outline">
                Assistant
              </Badge>
            ) : null}
            {chat.status === 'closed' ? (
              <Badge color="gray.8" variant="outline">
                Closed
              </Badge>
            ) : null}
            {unread > 0 ? (
              <Badge color="red.8" data-testid="chat-unread">
                {unread} unread
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="gray.7" truncate fw={unread > 0 ? 600 : undefined}>
          {chat.last_message || 'No messages yet'}
        </Text>
        {chat.last_message_at ? (
          <Text size="xs" c="gray.7">
            {dayjs(chat.last_message_at).format('MMM D, h:mm A')}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
