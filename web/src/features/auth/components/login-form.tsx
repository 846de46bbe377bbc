import { useState } from 'react';
import { Button, Divider, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useSimpleForm } from '../../../hooks/use-simple-form';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { signInWithPassword } from '../api/auth-actions';
import { useAuthMethods } from '../api/auth-methods';
import { FormError } from './form-error';
import { OAuth2Buttons } from './oauth2-buttons';
import { OtpSignIn } from './otp-sign-in';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email + password sign-in, with OTP and OAuth2 when the server enables them. */
export function LoginForm({ onSignedIn, lockedEmail }: { onSignedIn: () => void; lockedEmail?: string }) {
  const methods = useAuthMethods();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSimpleForm(
    { email: lockedEmail ?? '', password: '' },
    {
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.'),
      password: (v) => (v ? null : 'Enter your password.'),
    },
  );

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword((lockedEmail ?? email).trim(), password);
      onSignedIn();
    } catch (err) {
      const fields = fieldErrors(err);
      form.setErrors({ email: fields.identity ?? fields.email, password: fields.password });
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  });

  const otpEnabled = methods.data?.otp?.enabled === true;
  const providers = methods.data?.oauth2?.enabled ? methods.data.oauth2.providers : [];

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.input('email')}
            {...(lockedEmail ? { value: lockedEmail, readOnly: true, description: 'From your invitation.' } : {})}
          />
          <PasswordField label="Password" autoComplete="current-password" required {...form.input('password')} />
          <Button type="submit" loading={busy} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </form>
      {otpEnabled || providers.length > 0 ? <Divider label="or" labelPosition="center" /> : null}
      {otpEnabled ? <OtpSignIn email={form.values.email} onSignedIn={onSignedIn} /> : null}
      {providers.length > 0 ? <OAuth2Buttons providers={providers} onSignedIn={onSignedIn} /> : null}
    </Stack>
  );
}
