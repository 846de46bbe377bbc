import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { useUpdateName } from '../api/use-update-name';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

export const DEMO_NOT_SAVED: MessageId = 'account.demoNotSaved';

/** The name on the account (people who have no member details: employer and broker staff, the demo). */
export function ProfileForm({ user }: { user: UserRecord }) {
  const t = useT();
  const save = useUpdateName(user);
  const [demo, setDemo] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: user.name ?? '' },
    validate: { name: (v) => (v.trim() ? null : t('validation.name')) },
  });
  const submit = form.onSubmit(({ name }) => {
    if (user.role === 'demo') return setDemo(true);
    save.mutate(name.trim(), { onError: (err) => applyStoreErrors(form, err, 'saveProfile') });
  });
  const status = demo
    ? { ok: true, text: t(DEMO_NOT_SAVED) }
    : save.isSuccess
      ? { ok: true, text: t('profile.saved') }
      : save.isError
        ? { ok: false, text: errorMessage(save.error, 'saveProfile') }
        : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('form.name')}
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            {status ? (
              <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
                {status.text}
              </Alert>
            ) : null}
            <Button type="submit" loading={save.isPending} w="fit-content">
              {t('profile.save')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
