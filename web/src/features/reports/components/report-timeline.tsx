import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Timeline } from '../api/reports-api';
import { htmlToText as plain } from '../../../lib/html-text';
import { t as translate } from '../../../i18n/i18n';
import { intlTag } from '../../../i18n/format';
import { storeDate } from '../../../lib/store-date';
import { updateSummary } from '../../../lib/update-summary';
import { useT } from '../../../i18n/use-t';

interface Item {
  key: string;
  at: string;
  id: string;
  who: string;
  text: string;
  kind: 'status' | 'comment' | 'internal';
}


function timelineItems(t: Timeline, mine: string): Item[] {
  const items: Item[] = [
    ...t.updates.map((u) => ({
      key: `u${u.id}`,
      at: u.created,
      id: u.id,
      who: u.actor_name || 'Covey',
      text: updateSummary(u),
      kind: 'status' as const,
    })),
    ...t.comments.map((c) => ({
      key: `c${c.id}`,
      at: c.created,
      id: c.id,
      who: c.author === mine ? translate('reports.timeline.you') : c.author_name || translate('reports.timeline.someone'),
      text: plain(c.body),
      kind: c.internal ? ('internal' as const) : ('comment' as const),
    })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** "Mar 4, 3:05 PM" (es: "4 mar, 3:05 p.m.") */
const stamp = (at: string): string => {
  const d = storeDate(at);
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat(intlTag(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(d);
};

/** Status changes, comments and (for staff) internal notes, oldest first. */
export function ReportTimeline({ timeline, me }: { timeline: Timeline; me: string }) {
  const t = useT();
  const items = timelineItems(timeline, me);
  if (!items.length) return <Text c="gray.7">{t('reports.timeline.empty')}</Text>;
  return (
    <Stack
      gap="xs"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('reports.timeline')}
      aria-live="polite"
    >
      {items.map((i) => (
        <Paper
          key={i.key}
          component="li"
          withBorder={i.kind !== 'status'}
          p={i.kind === 'status' ? 4 : 'sm'}
          bg={i.kind === 'internal' ? 'yellow.0' : undefined}
        >
          <Group gap={6}>
            <Text size="xs" fw={700} c="gray.8">
              {i.who}
            </Text>
            {i.kind === 'internal' ? (
              <Badge size="xs" color="gray.9" variant="outline">
                {t('reports.internalNote')}
              </Badge>
            ) : null}
            <Text size="xs" c="gray.7">
              <time dateTime={i.at}>{stamp(i.at)}</time>
            </Text>
          </Group>
          <Text
            size="sm"
            c={i.kind === 'status' ? 'gray.8' : undefined}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {i.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
