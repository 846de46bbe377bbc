import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserRecord } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useRequestEmailChange } from '../api/use-request-email-change';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

export const DEMO_NOT_SAVED: MessageId = 'account.demoNotSaved';

export function EmailSection({ user }: { user: UserRecord }) {
  const t = useT();
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
            {t('form.email')}
          </Title>
          <Text>
            {user.verified
              ? t('account.signedInAs', { email: user.email })
              : t('account.signedInAsUnconfirmed', { email: user.email })}
          </Text>
          <TextInput label={t('account.newEmail')} type="email" autoComplete="email" {...form.getInputProps('newEmail')} />
          {change.isSuccess ? (
            <Alert color="green" role="status">
              {change.data === 'demo'
                ? t(DEMO_NOT_SAVED)
                : t('account.emailLinkSent', { email: sentTo })}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure.fields.newEmail ?? failure.message}
            </Alert>
          ) : null}
          <Button type="submit" variant="default" loading={change.isPending} disabled={!newEmail} w="fit-content">
            {t('account.changeEmail')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
