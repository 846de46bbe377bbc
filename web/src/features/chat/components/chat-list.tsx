import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { chatName, useChats, type ChatRecord } from '../api/get-chats';
import { useUnreadByChat } from '../api/unread';
import { useMessagesRealtime } from '../api/use-messages-realtime';
import { formatSent } from '../lib/format-sent';
import { matchesSearch, orderChats } from '../lib/order-chats';

/** The chats of the signed-in user with unread counts; staff can search by member name. Live. `emptyText`: the route's words for the viewer. */
export function ChatList({ role, emptyText }: { role: string; emptyText?: string }) {
  const chats = useChats();
  const unread = useUnreadByChat(role);
  const [search, setSearch] = useState('');
  const t = useT();
  useMessagesRealtime();
  const counts = unread.data ?? {};
  const staff = role !== 'member';
  const items = orderChats(chats.data ?? [], role, counts).filter((c) => matchesSearch(chatName(c, role), search));
  return (
    <Stack gap="md">
      {staff ? (
        <TextInput
          label={t('chat.searchMember')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      ) : null}
      <QueryState
        isPending={chats.isPending}
        errorMessage={chats.error ? errorMessage(chats.error) : null}
        onRetry={() => void chats.refetch()}
        loadingLabel={t('chat.loadingConversations')}
      >
        {items.length === 0 ? (
          <EmptyState title={search ? t('chat.noMatchTitle') : t('chat.emptyTitle')}>
            {search ? t('chat.noMatch') : (emptyText ?? t('chat.emptyMember'))}
          </EmptyState>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('chat.conversations')}
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
  const t = useT();
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
                {t('chat.assistant')}
              </Badge>
            ) : null}
            {chat.status === 'closed' ? (
              <Badge color="gray.8" variant="outline">
                {t('chat.closed')}
              </Badge>
            ) : null}
            {unread > 0 ? (
              <Badge color="red.8" data-testid="chat-unread">
                {t('chat.unreadCount', { count: unread })}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="gray.7" truncate fw={unread > 0 ? 600 : undefined}>
          {chat.last_message || t('chat.noMessagesYet')}
        </Text>
        {chat.last_message_at ? (
          <Text size="xs" c="gray.7">
            {formatSent(chat.last_message_at)}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
