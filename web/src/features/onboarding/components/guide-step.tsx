import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMessageCircle, IconRobot, IconUsers } from '@tabler/icons-react';

const CARDS = [
  {
    icon: IconMessageCircle,
    title: 'A counselor on your side',
    body: 'A real person who helps you find care, understand your coverage and sort out bills and claims.',
  },
  {
    icon: IconRobot,
    title: 'An assistant any time',
    body: 'Ask quick questions about your plan day or night. Your counselor is one tap away when you need a person.',
  },
  {
    icon: IconLock,
    title: 'Your health details stay private',
    body: 'Your employer never sees your health details. Only you, your counselor and people you invite can.',
  },
  {
    icon: IconUsers,
    title: 'Bring your circle',
    body: 'Invite a partner, parent or caregiver to help, and choose exactly what they can see.',
  },
];

/** 4 cards about Covey; "Skip" or finishing the cards calls `onDone`. */
export function GuideStep({ onDone, busy }: { onDone: () => void; busy?: boolean }) {
  const [index, setIndex] = useState(0);
  const card = CARDS[index] ?? CARDS[0]!;
  const Icon = card.icon;
  const last = index === CARDS.length - 1;
  return (
    <Stack gap="md">
      <Paper withBorder p="xl" radius="md" aria-roledescription="slide" aria-label={`${index + 1} of ${CARDS.length}`}>
        <Stack align="center" ta="center" gap="sm" mih={200} justify="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <Icon size={30} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {card.title}
          </Title>
          <Text c="gray.7" maw={420}>
            {card.body}
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
            Previous
          </Button>
        ) : (
          <Button variant="subtle" onClick={onDone} loading={busy}>
            Skip
          </Button>
        )}
        {last ? (
          <Button onClick={onDone} loading={busy}>
            Get started
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>Next</Button>
        )}
      </Group>
    </Stack>
  );
}
