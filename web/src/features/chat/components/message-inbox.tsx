import { Alert, Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { chatName, currentUserId } from '../api/get-chats';
import { orderInbox, unreadForMe, useInbox, useMarkAllRead } from '../api/get-inbox';
import { useMessagesRealtime } from '../api/use-messages-realtime';
import { formatSent } from '../lib/format-sent';

/** A flat inbox of messages across my chats; unread ones from the other side first. Live. */
export function MessageInbox({ role, emptyText }: { role: string; emptyText?: string }) {
  const inbox = useInbox();
  const markAll = useMarkAllRead(role);
  const t = useT();
  useMessagesRealtime();
  const me = currentUserId();
  const items = orderInbox(inbox.data ?? [], role, me);
  const unreadCount = items.filter((m) => unreadForMe(m, role, me)).length;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="gray.7" aria-live="polite">
          {unreadCount > 0 ? t('chat.unreadCount', { count: unreadCount }) : t('chat.noUnread')}
        </Text>
        <Button
          variant="light"
          size="sm"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unreadCount === 0}
        >
          {t('chat.markAllRead')}
        </Button>
      </Group>
      {markAll.error ? (
        <Alert color="red" role="alert">
          {errorMessage(markAll.error, 'save')}
        </Alert>
      ) : null}
      <QueryState
        isPending={inbox.isPending}
        errorMessage={inbox.error ? errorMessage(inbox.error) : null}
        onRetry={() => void inbox.refetch()}
        loadingLabel={t('chat.loadingMessages')}
      >
        {items.length === 0 ? (
          <EmptyState title={t('chat.noMessagesYet')}>{emptyText ?? t('chat.inboxEmpty')}</EmptyState>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('chat.inbox')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((m) => {
              const unread = unreadForMe(m, role, me);
              const chat = m.expand?.chat;
              return (
                <li key={m.id}>
                  <UnstyledButton component={Link} to={paths.chatThread.href(m.chat)} w="100%">
                    <Paper withBorder p="sm" bg={unread ? 'green.0' : undefined}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700} size="sm" truncate>
                          {m.sender === me ? t('chat.you') : m.sender_name || m.role}
                          {chat ? ` · ${chatName(chat, role)}` : ''}
                        </Text>
                        {unread ? <Badge color="red.8">{t('chat.unread')}</Badge> : null}
                      </Group>
                      <Text size="sm" lineClamp={2}>
                        {m.body || (m.attachments?.length ? t('chat.sentAttachment') : '')}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatSent(m.created)}
                      </Text>
                    </Paper>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
