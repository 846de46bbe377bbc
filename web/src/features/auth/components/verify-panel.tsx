import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formErrorSentence } from '../../../lib/form-errors';
import { useConfirmVerification } from '../api/use-confirm-verification';
import { useRequestVerification } from '../api/use-request-verification';
import { FormError } from './form-error';

/** With a token: confirms it once. */
export function ConfirmVerification({ token, onContinue }: { token: string; onContinue: () => void }) {
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
          formErrorSentence(confirm.error, 'confirmVerification') ??
          'This link is invalid or has expired. Ask for a new one.'
        }
      />
    );
  }
  if (!confirm.isSuccess) return <Loader aria-label="Confirming your email" role="progressbar" />;
  return (
    <Stack gap="sm">
      <Alert color="green" role="status" title="Email verified">
        Thank you, your email address is confirmed.
      </Alert>
      <Button onClick={onContinue}>Continue</Button>
    </Stack>
  );
}

/** Without a token: resend the verification email (to the signed-in address, or a typed one). */
export function ResendVerification({ knownEmail }: { knownEmail: string | null }) {
  const resend = useRequestVerification();
  const form = useForm({ mode: 'controlled', initialValues: { email: knownEmail ?? '' } });
  const email = form.values.email.trim();
  return (
    <form noValidate onSubmit={form.onSubmit(() => resend.mutate(email))}>
      <Stack gap="sm">
        {knownEmail ? (
          <Text>
            We sent a confirmation link to <strong>{knownEmail}</strong>. Open it on this device to continue.
          </Text>
        ) : (
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        )}
        <FormError message={formErrorSentence(resend.error, 'requestVerification')} />
        {resend.isSuccess ? (
          <Alert color="green" role="status">
            A new link is on its way.
          </Alert>
        ) : null}
        <Button type="submit" variant={knownEmail ? 'default' : 'filled'} loading={resend.isPending} disabled={!email}>
          {knownEmail ? 'Resend email' : 'Send verification link'}
        </Button>
      </Stack>
    </form>
  );
}
