import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { useMarkAllRead, useMarkRead, useNotificationPages, useUnreadCount, type Notice } from '../api/notification-centre';
import { NoticeGroups } from './notice-groups';
import { useT } from '../../../i18n/use-t';

/**
 * The notification centre's content (the bell's drawer or popover): notices by day, newest first,
 * 30 at a time; following one marks it read, "Mark all as read" marks the rest.
 */
export function NotificationPanel({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const t = useT();
  const pages = useNotificationPages(userId, true);
  const unread = useUnreadCount(userId);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(userId);
  const notices = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (n: Notice) => {
    if (!n.read) markRead.mutate(n.id);
    onNavigate();
  };
  const unreadCount = unread.data ?? 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.7" aria-live="polite">
          {unread.isSuccess
            ? unreadCount === 0
              ? t('notifications.nothingUnread')
              : t('notifications.unreadCount', { count: unreadCount })
            : ''}
        </Text>
        {unreadCount > 0 ? (
          <Button size="compact-sm" variant="subtle" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('notifications.markAll')}
          </Button>
        ) : null}
      </Group>
      {markAll.isError ? (
        <Alert color="red" role="alert">
          {t('notifications.markAllFailed', { error: errorMessage(markAll.error, 'save') })}
        </Alert>
      ) : null}
      {pages.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('notifications.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={56} radius="md" />
          ))}
        </Stack>
      ) : pages.isError ? (
        <Alert color="red" title={t('notifications.loadFailed')} role="alert">
          {errorMessage(pages.error)}
          <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => void pages.refetch()}>
            {t('notifications.tryAgain')}
          </Button>
        </Alert>
      ) : notices.length === 0 ? (
        <Text c="gray.7" py="md">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <NoticeGroups notices={notices} onOpen={open} />
          {pages.hasNextPage ? (
            <Button variant="light" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('notifications.showOlder')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
