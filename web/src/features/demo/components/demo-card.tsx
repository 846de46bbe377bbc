import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function DemoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
