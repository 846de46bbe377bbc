import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formErrorSentence } from '../../../lib/form-errors';
import { mfaIdOf } from '../api/auth-actions';
import { NoEmailYet, useRequestOtp } from '../api/use-request-otp';
import { useSignInWithOtp } from '../api/use-sign-in-with-otp';
import { FormError } from './form-error';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

export const STAFF_NEEDS_PASSWORD: MessageId = 'auth.staffNeedsPassword';

/** "Email me a code": request a one-time password for the typed email, then sign in with it. */
export function OtpSignIn({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const t = useT();
  const request = useRequestOtp();
  const signIn = useSignInWithOtp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : t('auth.codeRequired')) },
  });
  const otpId = request.data ?? null;

  if (otpId === null) {
    return (
      <Stack gap="xs">
        <FormError
          message={request.error instanceof NoEmailYet ? request.error.message : formErrorSentence(request.error, 'requestOtp')}
        />
        <Button
          variant="default"
          loading={request.isPending}
          onClick={() => request.mutate(email.trim())}
        >
          {t('auth.emailMeCode')}
        </Button>
      </Stack>
    );
  }
  // staff accounts (decision 0031): the code is one step, the password is the other
  const error = mfaIdOf(signIn.error) ? t(STAFF_NEEDS_PASSWORD) : formErrorSentence(signIn.error, 'signInOtp');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) => signIn.mutate({ otpId, code: code.trim() }, { onSuccess: onSignedIn }))}
    >
      <Stack gap="xs">
        <Text size="sm">{t('auth.codeSent', { email })}</Text>
        <FormError message={error} />
        <TextInput
          label={t('auth.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...form.getInputProps('code')}
        />
        <Button type="submit" variant="light" loading={signIn.isPending}>
          {t('auth.signInWithCode')}
        </Button>
      </Stack>
    </form>
  );
}
