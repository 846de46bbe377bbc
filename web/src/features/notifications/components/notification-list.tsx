import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { HOME_NOTICE_LIMIT, useLiveNotifications, useMarkAllRead, useMarkRead, useUnreadCount, useUnreadNotices } from '../api/notification-centre';
import { notificationStore, useClientNotifications } from '../notification-store';
import { noticeHref } from './notice-item';
import { useT } from '../../../i18n/use-t';


/**
 * The home's notifications card: the client-built items (unread messages, spec §3) followed by the
 * newest unread `notifications` records. "Clear notifications" empties the client list and marks the
 * records read; "You're all caught up" only when both are empty.
 */
export function NotificationList({ userId }: { userId: string }) {
  const t = useT();
  const items = useClientNotifications();
  const notices = useUnreadNotices(userId, HOME_NOTICE_LIMIT);
  const unread = useUnreadCount(userId);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(userId);
  useLiveNotifications(userId);
  const records = notices.data?.items ?? [];
  const more = Math.max(0, (unread.data ?? records.length) - records.length);
  const empty = items.length === 0 && records.length === 0;
  const clear = () => {
    notificationStore.clear();
    if (records.length > 0) markAll.mutate();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notifications-title">
      <Group justify="space-between" mb="xs">
        <Text fw={700} id="notifications-title">
          {t('notifications.title')}
        </Text>
        {!empty ? (
          <Button size="compact-sm" variant="subtle" onClick={clear} loading={markAll.isPending}>
            {t('notifications.clear')}
          </Button>
        ) : null}
      </Group>
      {notices.isError ? (
        <Text c="red.8" role="alert" mb="xs">
          {errorMessage(notices.error)}
        </Text>
      ) : null}
      {markAll.isError ? (
        <Text c="red.8" role="alert" mb="xs">
          {errorMessage(markAll.error, 'save')}
        </Text>
      ) : null}
      {notices.isPending ? (
        <Skeleton h={20} w="60%" aria-label={t('notifications.loading')} />
      ) : empty ? (
        notices.isError ? null : <Text c="gray.7">{t('home.caughtUp')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <li key={`m${index}`}>
              <Anchor component={Link} to={item.link}>
                {t(item.title)}
              </Anchor>
            </li>
          ))}
          {records.map((n) => (
            <li key={n.id}>
              <Anchor component={Link} to={noticeHref(n.link)} onClick={() => markRead.mutate(n.id)}>
                {n.title}
              </Anchor>
              {n.subject_name ? (
                <Text span size="sm" c="gray.7">
                  {` · ${t('notifications.forNameLower', { name: n.subject_name })}`}
                </Text>
              ) : null}
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Text size="sm" c="gray.7">
                {t('notifications.andMore', { count: more })}
              </Text>
            </li>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
