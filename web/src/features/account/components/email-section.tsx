import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { requestEmailChange } from '../api/account-actions';

export const DEMO_NOT_SAVED = 'Demo mode — nothing was saved';

export function EmailSection({ user }: { user: UserRecord }) {
  const [newEmail, setNewEmail] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (user.role === 'demo') return setStatus({ ok: true, text: DEMO_NOT_SAVED });
    setBusy(true);
    setStatus(null);
    requestEmailChange(newEmail.trim())
      .then(() =>
        setStatus({
          ok: true,
          text: `We sent a confirmation link to ${newEmail.trim()}. Your email changes when you open it.`,
        }),
      )
      .catch((err: unknown) =>
        setStatus({ ok: false, text: fieldErrors(err, 'changeEmail').newEmail ?? errorMessage(err, 'changeEmail') }),
      )
      .finally(() => setBusy(false));
  };
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
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.currentTarget.value)}
          />
          {status ? (
            <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={busy} disabled={!newEmail.trim()} w="fit-content">
            Change email
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
