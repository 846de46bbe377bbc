import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserRecord } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useRequestEmailChange } from '../api/use-request-email-change';

export const DEMO_NOT_SAVED = 'Demo mode — nothing was saved';

export function EmailSection({ user }: { user: UserRecord }) {
  const change = useRequestEmailChange(user);
  const form = useForm({ mode: 'controlled', initialValues: { newEmail: '' } });
  const newEmail = form.values.newEmail.trim();
  const submit = form.onSubmit((values) => change.mutate(values.newEmail.trim()));
  const sentTo = change.variables ?? '';
  const failure = change.error ? describeError(change.error, 'changeEmail') : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="email-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="email-title">
            Email
          </Title>
          <Text>
            Signed in as <strong>{user.email}</strong>
            {user.verified ? '' : ' (not confirmed yet)'}
          </Text>
          <TextInput label="New email" type="email" autoComplete="email" {...form.getInputProps('newEmail')} />
          {change.isSuccess ? (
            <Alert color="green" role="status">
              {change.data === 'demo'
                ? DEMO_NOT_SAVED
                : `We sent a confirmation link to ${sentTo}. Your email changes when you open it.`}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure.fields.newEmail ?? failure.message}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={change.isPending} disabled={!newEmail} w="fit-content">
            Change email
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
