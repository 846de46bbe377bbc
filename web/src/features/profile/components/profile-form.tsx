import { useState } from 'react';
import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { avatarUrl, updateName } from '../api/profile-actions';

export const DEMO_NOT_SAVED = 'Demo mode — nothing was saved';

export function ProfileForm({ user }: { user: UserRecord }) {
  const [name, setName] = useState(user.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Enter your name.');
    setError(undefined);
    if (user.role === 'demo') return setStatus({ ok: true, text: DEMO_NOT_SAVED });
    setBusy(true);
    setStatus(null);
    updateName(user, name.trim())
      .then(() => setStatus({ ok: true, text: 'Saved.' }))
      .catch((err: unknown) => {
        setError(fieldErrors(err, 'saveProfile').name);
        setStatus({ ok: false, text: errorMessage(err, 'saveProfile') });
      })
      .finally(() => setBusy(false));
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group gap="md">
          <Avatar
            src={avatarUrl(user)}
            alt={user.avatar ? `Photo of ${user.name || user.email}` : undefined}
            size={72}
            radius="xl"
            color="green"
          >
            {(user.name || user.email || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700}>{user.name || 'No name yet'}</Text>
            <Anchor component={Link} to={paths.avatarNew.href(user.id)} size="sm">
              {user.avatar ? 'Change photo' : 'Add a photo'}
            </Anchor>
          </Stack>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              value={name}
              error={error}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {status ? (
              <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
                {status.text}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy} w="fit-content">
              Save
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
