import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formErrorSentence } from '../../../lib/form-errors';
import { useConfirmVerification } from '../api/use-confirm-verification';
import { useRequestVerification } from '../api/use-request-verification';
import { FormError } from './form-error';
import { useT } from '../../../i18n/use-t';

/** With a token: confirms it once. */
export function ConfirmVerification({ token, onContinue }: { token: string; onContinue: () => void }) {
  const t = useT();
  const confirm = useConfirmVerification();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);
  if (confirm.isError) {
    return (
      <FormError
        message={
          formErrorSentence(confirm.error, 'confirmVerification') ?? t('error.linkExpired')
        }
      />
    );
  }
  if (!confirm.isSuccess) return <Loader aria-label={t('auth.confirmingEmail')} role="progressbar" />;
  return (
    <Stack gap="sm">
      <Alert color="green" role="status" title={t('auth.emailVerified')}>
        {t('auth.emailConfirmed')}
      </Alert>
      <Button onClick={onContinue}>{t('onboard.continue')}</Button>
    </Stack>
  );
}

/** Without a token: resend the verification email (to the signed-in address, or a typed one). */
export function ResendVerification({ knownEmail }: { knownEmail: string | null }) {
  const t = useT();
  const resend = useRequestVerification();
  const form = useForm({ mode: 'controlled', initialValues: { email: knownEmail ?? '' } });
  const email = form.values.email.trim();
  return (
    <form noValidate onSubmit={form.onSubmit(() => resend.mutate(email))}>
      <Stack gap="sm">
        {knownEmail ? (
          <Text>{t('auth.linkSentTo', { email: knownEmail })}</Text>
        ) : (
          <TextInput label={t('form.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        )}
        <FormError message={formErrorSentence(resend.error, 'requestVerification')} />
        {resend.isSuccess ? (
          <Alert color="green" role="status">
            {t('auth.newLinkSent')}
          </Alert>
        ) : null}
        <Button type="submit" variant={knownEmail ? 'default' : 'filled'} loading={resend.isPending} disabled={!email}>
          {knownEmail ? t('auth.resendEmail') : t('auth.sendVerification')}
        </Button>
      </Stack>
    </form>
  );
}
