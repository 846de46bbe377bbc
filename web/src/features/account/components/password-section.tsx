import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import type { UserRecord } from '../../../lib/api-client';
import { applyStoreErrors, formErrorSentence } from '../../../lib/form-errors';
import { useChangePassword } from '../api/use-change-password';
import { DEMO_NOT_SAVED } from './email-section';
import { useT } from '../../../i18n/use-t';

const MIN = 8;
const STORE_FIELDS = { oldPassword: 'old', password: 'next', passwordConfirm: 'confirm' };

export function PasswordSection({ user }: { user: UserRecord }) {
  const t = useT();
  const change = useChangePassword(user);
  const form = useForm({
    mode: 'controlled',
    initialValues: { old: '', next: '', confirm: '' },
    validate: {
      old: (value) => (value ? null : t('account.currentPasswordRequired')),
      next: (value) => (value.length >= MIN ? null : t('validation.passwordLength', { min: MIN })),
      confirm: (value, values) => (value === values.next ? null : t('field.passwordMismatch')),
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
  const done = change.isSuccess ? (change.data === 'demo' ? t(DEMO_NOT_SAVED) : t('account.passwordChanged')) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="password-title">
            {t('form.password')}
          </Title>
          <PasswordField label={t('account.currentPassword')} autoComplete="current-password" {...form.getInputProps('old')} />
          <PasswordField label={t('auth.newPassword')} autoComplete="new-password" {...form.getInputProps('next')} />
          <PasswordField label={t('auth.confirmNewPassword')} autoComplete="new-password" {...form.getInputProps('confirm')} />
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
            {t('account.changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
