import { useState } from 'react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { changePassword } from '../api/account-actions';
import { DEMO_NOT_SAVED } from './email-section';

const MIN = 8;

export function PasswordSection({ user }: { user: UserRecord }) {
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value; // read now: React clears currentTarget after the handler
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const local = {
      old: values.old ? undefined : 'Enter your current password.',
      next: values.next.length >= MIN ? undefined : `Use at least ${MIN} characters.`,
      confirm: values.confirm === values.next ? undefined : 'The passwords do not match.',
    };
    setErrors(local);
    if (local.old || local.next || local.confirm) return;
    if (user.role === 'demo') return setStatus({ ok: true, text: DEMO_NOT_SAVED });
    setBusy(true);
    setStatus(null);
    changePassword(user, values.old, values.next)
      .then(() => {
        setValues({ old: '', next: '', confirm: '' });
        setStatus({ ok: true, text: 'Your password has been changed.' });
      })
      .catch((err: unknown) => {
        const fields = fieldErrors(err, 'changePassword');
        setErrors({ old: fields.oldPassword, next: fields.password, confirm: fields.passwordConfirm });
        setStatus({ ok: false, text: errorMessage(err, 'changePassword') });
      })
      .finally(() => setBusy(false));
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="password-title">
            Password
          </Title>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={values.old}
            error={errors.old}
            onChange={set('old')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={values.next}
            error={errors.next}
            onChange={set('next')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={values.confirm}
            error={errors.confirm}
            onChange={set('confirm')}
          />
          {status ? (
            <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={busy} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
