import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';

/** The error sentence under a report action, when there is one. */
export function ActionError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}

/**
 * One step on a report (request info, resolve, answer, rate, comment): a named form with an optional heading,
 * its fields, the error sentence and the submit button. Framed in a card unless `bare`.
 */
export function ActionForm({
  label,
  title,
  error,
  submitLabel,
  loading,
  submitVariant,
  onSubmit,
  bare,
  bg,
  children,
}: {
  label: string;
  title?: string;
  error: string | null;
  submitLabel: string;
  loading: boolean;
  submitVariant?: 'default' | 'filled';
  onSubmit: () => void;
  bare?: boolean;
  bg?: string;
  children: ReactNode;
}) {
  const form = (
    <Stack
      gap={bare ? 'xs' : 'sm'}
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title ? (
        <Title order={2} fz="lg">
          {title}
        </Title>
      ) : null}
      {children}
      <ActionError error={error} />
      <Group justify="flex-end">
        <Button type="submit" variant={submitVariant} loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
  return bare ? (
    form
  ) : (
    <Paper withBorder p="md" bg={bg}>
      {form}
    </Paper>
  );
}
