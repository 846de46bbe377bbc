import { Stack, Title } from '@mantine/core';
import type { Notice } from '../api/notification-centre';
import { groupByDay } from '../lib/group-by-day';
import { NoticeItem } from './notice-item';
import { useT } from '../../../i18n/use-t';

/** The notification centre's list: notices by the reader's day, newest first (the bell's panel and /demo/notifications). */
export function NoticeGroups({ notices, onOpen }: { notices: readonly Notice[]; onOpen: (n: Notice) => void }) {
  useT(); // the day labels follow the language
  return (
    <Stack gap="md">
      {groupByDay(notices).map((group) => (
        <section key={group.key} aria-labelledby={`notices-${group.key}`}>
          <Title order={3} size="h6" id={`notices-${group.key}`} c="gray.8" mb={4}>
            {group.label}
          </Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.items.map((n) => (
              <li key={n.id}>
                <NoticeItem notice={n} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
