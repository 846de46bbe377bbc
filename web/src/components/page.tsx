import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../hooks/use-document-title';

export interface PageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen: one h1, an optional line of description, actions on the right. */
export function Page({ title, description, actions, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" component="section" aria-labelledby="page-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} id="page-title" fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description ? <Text c="gray.7">{description}</Text> : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
