import { lazy, Suspense, useState } from 'react';
import { Badge, Box, UnstyledButton } from '@mantine/core';
import { useLiveNotifications, useUnreadCount } from '../api/notification-centre';
import { BellIcon } from './bell-icon';
import { t } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

// the centre itself (drawer, list, day groups) loads on the first open: the top bar carries only the count
const NotificationDrawer = lazy(() => import('./notification-drawer').then((m) => ({ default: m.NotificationDrawer })));

/** "Notifications, 4 unread" (the bell's accessible name) */
const bellLabel = (count: number): string =>
  count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.title');

/**
 * The top bar's bell (every role, product.md §4 "Notification centre"): the number of unread
 * notifications, live over realtime; it opens the centre as a panel (full width on phones), no route
 * of its own. Needs the query client from its parent (TopBarButtons).
 */
export function NotificationBell({ userId }: { userId: string }) {
  useT(); // the bell's name follows the language
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const unread = useUnreadCount(userId);
  useLiveNotifications(userId);
  const count = unread.data ?? 0;
  return (
    <Box pos="relative">
      <UnstyledButton
        className="covey-icon-link"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setLoaded(true);
          setOpened((o) => !o);
        }}
      >
        <BellIcon />
      </UnstyledButton>
      {count > 0 ? (
        <Badge
          data-testid="notification-badge"
          size="sm"
          circle={count < 10}
          color="red.8"
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: 'none' }}
          aria-hidden
        >
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationDrawer userId={userId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
