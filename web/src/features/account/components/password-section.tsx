import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import type { UserRecord } from '../../../lib/api-client';
import { applyStoreErrors, formErrorSentence } from '../../../lib/form-errors';
import { useChangePassword } from '../api/use-change-password';
import { DEMO_NOT_SAVED } from './email-section';

const MIN = 8;
const STORE_FIELDS = { oldPassword: 'old', password: 'next', passwordConfirm: 'confirm' };

export function PasswordSection({ user }: { user: UserRecord }) {
  const change = useChangePassword(user);
  const form = useForm({
    mode: 'controlled',
    initialValues: { old: '', next: '', confirm: '' },
    validate: {
      old: (value) => (value ? null : 'Enter your current password.'),
      next: (value) => (value.length >= MIN ? null : `Use at least ${MIN} characters.`),
      confirm: (value, values) => (value === values.next ? null : 'The passwords do not match.'),
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(
      { oldPassword: values.old, password: values.next },
      {
        onSuccess: (result) => {
          if (result === 'saved') form.reset();
        },
        onError: (err) => applyStoreErrors(form, err, 'changePassword', STORE_FIELDS),
      },
    ),
  );
  const failure = formErrorSentence(change.error, 'changePassword');
  const done = change.isSuccess ? (change.data === 'demo' ? DEMO_NOT_SAVED : 'Your password has been changed.') : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="password-title">
            Password
          </Title>
          <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('old')} />
          <PasswordField label="New password" autoComplete="new-password" {...form.getInputProps('next')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirm')} />
          {done ? (
            <Alert color="green" role="status">
              {done}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={change.isPending} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
