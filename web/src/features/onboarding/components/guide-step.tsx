import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMessageCircle, IconRobot, IconUsers } from '@tabler/icons-react';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const CARDS = [
  { icon: IconMessageCircle, title: 'onboard.card1Title', body: 'onboard.card1Body' },
  { icon: IconRobot, title: 'onboard.card2Title', body: 'onboard.card2Body' },
  { icon: IconLock, title: 'onboard.card3Title', body: 'onboard.card3Body' },
  { icon: IconUsers, title: 'onboard.card4Title', body: 'onboard.card4Body' },
] as const satisfies readonly { icon: unknown; title: MessageId; body: MessageId }[];

/** 4 cards about Covey; "Skip" or finishing the cards calls `onDone`. */
export function GuideStep({ onDone, busy }: { onDone: () => void; busy?: boolean }) {
  const [index, setIndex] = useState(0);
  const t = useT();
  const card = CARDS[index] ?? CARDS[0]!;
  const Icon = card.icon;
  const last = index === CARDS.length - 1;
  return (
    <Stack gap="md">
      <Paper withBorder p="xl" radius="md" aria-roledescription="slide" aria-label={t('onboard.slideOf', { n: index + 1, total: CARDS.length })}>
        <Stack align="center" ta="center" gap="sm" mih={200} justify="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <Icon size={30} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t(card.title)}
          </Title>
          <Text c="gray.7" maw={420}>
            {t(card.body)}
          </Text>
        </Stack>
      </Paper>
      <Group justify="center" gap={6} aria-hidden>
        {CARDS.map((c, i) => (
          <span
            key={c.title}
            style={{
              width: 8,
              height: 8,
              borderRadius: 4,
              background: i === index ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-4)',
            }}
          />
        ))}
      </Group>
      <Group justify="space-between">
        {index > 0 ? (
          <Button variant="default" onClick={() => setIndex(index - 1)}>
            {t('onboard.previous')}
          </Button>
        ) : (
          <Button variant="subtle" onClick={onDone} loading={busy}>
            {t('onboard.skip')}
          </Button>
        )}
        {last ? (
          <Button onClick={onDone} loading={busy}>
            {t('onboard.getStarted')}
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>{t('onboard.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}
