import { useEffect, useRef } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClientProvider } from '@tanstack/react-query';
import { formErrorSentence } from '../../../lib/form-errors';
import { getQueryClient } from '../../../lib/query-client';
import { mfaSessionEnded, type SignInCollection } from '../api/auth-actions';
import { useRequestOtp } from '../api/use-request-otp';
import { useSignInWithOtp } from '../api/use-sign-in-with-otp';
import { FormError } from './form-error';
import { useT } from '../../../i18n/use-t';

/** "jamie@example.com" → "j…@example.com": enough to recognise the address, not to read it off a screen */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

const CODE = /^\d{4,10}$/;

interface MfaStepProps {
  email: string;
  mfaId: string;
  /** the account's auth collection: `_superusers` for an operator */
  collection?: SignInCollection;
  onSignedIn: () => void;
  onCancel: (message?: string) => void;
}

/**
 * The second step of a staff or operator sign-in (decision 0031): the password was right, now a
 * code by mail. Sends the code when shown, then signs in with it and the sign-in's `mfaId`. /login has no
 * query cache on its first load: this step (loaded when the server asks for it) brings its own.
 */
export function MfaStep(props: MfaStepProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <MfaCodeForm {...props} />
    </QueryClientProvider>
  );
}

function MfaCodeForm({ email, mfaId, collection = 'users', onSignedIn, onCancel }: MfaStepProps) {
  // the code sent when the step is shown, and the newest one asked for with "Send a new code"
  const t = useT();
  const first = useRequestOtp(collection);
  const resend = useRequestOtp(collection);
  const verify = useSignInWithOtp(collection);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    transformValues: ({ code }) => ({ code: code.replace(/\s+/g, '') }),
    validate: { code: (v) => (CODE.test(v.replace(/\s+/g, '')) ? null : t('auth.mfaCodeRequired')) },
  });
  const sent = useRef(false);
  const masked = maskEmail(email);
  const otpId = resend.data ?? first.data ?? null;
  const sending = first.isPending || resend.isPending;

  const { mutate: sendFirst } = first;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendFirst(email);
    // sends once when the step is shown
  }, [sendFirst, email]);

  const sendError = resend.error ?? (resend.isIdle ? first.error : null);
  const error = form.errors['code']
    ? null
    : sendError
      ? formErrorSentence(sendError, 'requestOtp')
      : formErrorSentence(verify.error, 'signInOtp');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) => {
        if (!otpId) return;
        verify.mutate(
          { otpId, code, mfaId },
          {
            onSuccess: onSignedIn,
            onError: (err) => {
              if (mfaSessionEnded(err)) onCancel(t('auth.mfaTooLong'));
            },
          },
        );
      })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {otpId ? t('auth.mfaSent', { email: masked }) : t('auth.mfaSending', { email: masked })}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" c="dimmed" role="status">
            {t('auth.mfaResent', { email: masked })}
          </Text>
        ) : null}
        <FormError message={error} />
        <TextInput
          label={t('auth.mfaCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} disabled={!otpId || sending} fullWidth size="md">
          {t('auth.mfaVerify')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              verify.reset();
              resend.mutate(email);
            }}
            disabled={sending || verify.isPending}
          >
            {t('auth.mfaNewCode')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onCancel()}>
            {t('auth.mfaOtherAccount')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
