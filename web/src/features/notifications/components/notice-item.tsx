import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Notice } from '../api/notification-centre';
import { timeOfDay } from '../lib/group-by-day';
import { useT } from '../../../i18n/use-t';

/** an app path only (the server writes paths; anything else opens the home) */
export const noticeHref = (link: string): string => (link.startsWith('/') && !link.startsWith('//') ? link : '/');

/**
 * One notice: what happened, for whom when it is someone else's (a caregiver's or a counselor's
 * notice), when, as a link to the item. Following it marks it read.
 */
export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (n: Notice) => void }) {
  const t = useT();
  return (
    <UnstyledButton
      component={Link}
      to={noticeHref(notice.link)}
      onClick={() => onOpen(notice)}
      className="covey-notice"
      data-unread={notice.read ? undefined : 'true'}
      p="sm"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{ borderRadius: 4, flex: 'none', background: notice.read ? 'transparent' : 'var(--mantine-color-green-8)' }}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={notice.read ? 400 : 700}>
            {notice.read ? null : <VisuallyHidden>{`${t('notifications.unreadPrefix')} `}</VisuallyHidden>}
            {notice.title}
          </Text>
          {notice.subject_name ? (
            <Text size="sm" c="gray.7">
              {t('notifications.forName', { name: notice.subject_name })}
            </Text>
          ) : null}
          {notice.body ? (
            <Text size="sm" c="gray.7" lineClamp={2}>
              {notice.body}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {timeOfDay(notice.created)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
