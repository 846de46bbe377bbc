import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {children ? (
          <Text c="gray.7" maw={420}>
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
