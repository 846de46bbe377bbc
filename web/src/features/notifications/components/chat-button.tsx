import { Badge, Box, VisuallyHidden } from '@mantine/core';
import { IconLink } from '../../../components/icon-link';
import { paths } from '../../../config/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../../../lib/query-client';
import { useMessageNotifications } from '../use-notifications';
import { NotificationBell } from './notification-bell';

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
  const { notifications } = useMessageNotifications(role);
  const count = notifications.length;
  return (
    <Box pos="relative">
      <IconLink to={paths.chat.path} label="Chat" describedBy={count > 0 ? 'chat-unread-count' : undefined}>
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
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      ) : null}
    </Box>
  );
}

/** Tabler "message-circle" outline, inline (decorative: the link carries the name); kept out of the first load */
function MessageCircleIcon() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M3 20l1.3 -3.9c-2.324 -3.437 -1.426 -7.872 2.1 -10.374c3.526 -2.501 8.59 -2.296 11.845 .48c3.255 2.777 3.695 7.266 1.029 10.501c-2.666 3.235 -7.615 4.215 -11.574 2.293l-4.7 1" />
    </svg>
  );
}
