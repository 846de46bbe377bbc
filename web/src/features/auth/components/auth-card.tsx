import { lazy, Suspense, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../hooks/use-document-title';

// not on the first load of /login (bundle budget): the two buttons arrive a moment after the form
const LanguagePicker = lazy(() => import('../../../components/language-picker').then((m) => ({ default: m.LanguagePicker })));

/** Centered card used by the sign-in, sign-up and recovery screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack maw={440} mx="auto" w="100%" gap="md" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {description ? <Text c="gray.7">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Stack gap={6} align="center">
          {footer}
        </Stack>
      ) : null}
      {/* under the card: arriving a moment later, it moves nothing */}
      <Suspense fallback={null}>
        <LanguagePicker />
      </Suspense>
    </Stack>
  );
}
