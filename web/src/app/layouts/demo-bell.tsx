import { Badge, Box } from '@mantine/core';
import { IconLink } from '../../components/icon-link';
import { paths } from '../../config/paths';
import { useDemoNotices } from '../../features/demo/notice-state';
import { BellIcon } from '../../features/notifications/components/bell-icon';
import { useT } from '../../i18n/use-t';

/**
 * The demo's bell (#29): the number of the sandbox's unread sample notices, the ones
 * /demo/notifications shows, never the demo account's stored notices. It opens that screen.
 */
export function DemoBell() {
  const t = useT();
  const unread = useDemoNotices().filter((n) => !n.read).length;
  return (
    <Box pos="relative">
      <IconLink
        to={paths.demoNotifications.path}
        label={unread > 0 ? t('demo.bellUnread', { count: unread }) : t('demo.bell')}
      >
        <BellIcon />
      </IconLink>
      {unread > 0 ? (
        <Badge
          data-testid="notification-badge"
          size="sm"
          circle
          color="red.8"
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: 'none' }}
          aria-hidden
        >
          {unread}
        </Badge>
      ) : null}
    </Box>
  );
}
