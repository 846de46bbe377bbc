import { Badge, Box, VisuallyHidden } from '@mantine/core';
import { IconLink } from '../../../components/icon-link';
import { paths } from '../../../config/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../../../lib/query-client';
import { useMessageNotifications } from '../use-notifications';
import { MessageCircleIcon } from './bell-icon';
import { NotificationBell } from './notification-bell';
import { useT } from '../../../i18n/use-t';

/** The top bar's on-demand buttons: the notification bell for every role and, for members, the chat icon. */
export function TopBarButtons({ role, userId }: { role?: string; userId?: string }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      {userId ? <NotificationBell userId={userId} /> : null}
      {role === 'member' ? <ChatButtonInner role={role} /> : null}
    </QueryClientProvider>
  );
}

/** Top-bar chat icon for members, with the number of unread-message notifications when above zero. */
function ChatButtonInner({ role }: { role: string }) {
  const t = useT();
  const { notifications } = useMessageNotifications(role);
  const count = notifications.length;
  return (
    <Box pos="relative">
      <IconLink to={paths.chat.path} label={t('notifications.chat')} describedBy={count > 0 ? 'chat-unread-count' : undefined}>
        <MessageCircleIcon />
      </IconLink>
      {count > 0 ? (
        <Badge
          id="chat-unread-count"
          data-testid="chat-badge"
          size="sm"
          circle={count < 10}
          color="red.8"
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: 'none' }}
        >
          {count}
          <VisuallyHidden>{` ${t('notifications.unreadSuffix')}`}</VisuallyHidden>
        </Badge>
      ) : null}
    </Box>
  );
}
