import { useState } from 'react';
import { Badge, Box, Drawer, Popover, ScrollArea, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../../../lib/query-client';
import { useLiveNotifications, useUnreadCount } from '../api/notification-centre';
import { BellIcon } from './bell-icon';
import { NotificationPanel } from './notification-panel';

/** "Notifications, 4 unread" (the bell's accessible name) */
export const bellLabel = (count: number): string => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/**
 * The top bar's bell (every role, product.md §4 "Notification centre"): the number of unread
 * notifications, live over realtime; it opens the centre as a drawer on phones and a popover on
 * larger screens (no route of its own).
 */
export function NotificationBell({ userId }: { userId: string }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Bell userId={userId} />
    </QueryClientProvider>
  );
}

function Bell({ userId }: { userId: string }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });
  const unread = useUnreadCount(userId);
  useLiveNotifications(userId);
  const count = unread.data ?? 0;
  const close = () => setOpened(false);

  const button = (
    <UnstyledButton
      className="covey-icon-link"
      aria-label={bellLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => setOpened((o) => !o)}
    >
      <BellIcon />
    </UnstyledButton>
  );
  const badge =
    count > 0 ? (
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
    ) : null;
  const panel = <NotificationPanel userId={userId} onNavigate={close} />;

  if (phone) {
    return (
      <Box pos="relative">
        {button}
        {badge}
        <Drawer opened={opened} onClose={close} position="right" size="100%" title="Notifications" closeButtonProps={{ 'aria-label': 'Close notifications' }}>
          {panel}
        </Drawer>
      </Box>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} width={400} position="bottom-end" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Box pos="relative">
          {button}
          {badge}
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby="notification-centre-title" p="md">
        <Title order={2} size="h4" id="notification-centre-title" mb="xs">
          Notifications
        </Title>
        <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto" offsetScrollbars>
          {panel}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
