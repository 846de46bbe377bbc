import { lazy, Suspense, useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useSimpleForm } from '../../../hooks/use-simple-form';
import type { DescribedError } from '../../../lib/api-errors-core';
import { useAuthMethods } from '../api/auth-methods';
import { FormError } from './form-error';

// Shown only once the server's auth methods say so (after a request): loaded then, so the first load of
// /login stays small (bundle budget).
const SignInOptions = lazy(() => import('./sign-in-options').then((m) => ({ default: m.SignInOptions })));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const UNREACHABLE: DescribedError = {
  message: 'Could not reach the server. Check your connection and try again.',
  fields: {},
  links: [],
};

/** Email + password sign-in, with OTP and OAuth2 when the server enables them. */
export function LoginForm({ onSignedIn, lockedEmail }: { onSignedIn: () => void; lockedEmail?: string }) {
  const methods = useAuthMethods();
  const [error, setError] = useState<DescribedError | null>(null);
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
    let loaded = false;
    try {
      // not on the first load of /login: the auth methods request has loaded these calls already
      const { signInWithPassword } = await import('../api/auth-actions');
      loaded = true;
      await signInWithPassword((lockedEmail ?? email).trim(), password);
      onSignedIn();
    } catch (err) {
      // the sentences load with the first error (keeps the first load of /login small)
      const described: DescribedError = loaded
        ? await import('../../../lib/api-errors-core')
            .then((m) => m.describeError(err, 'signIn'))
            .catch(() => UNREACHABLE)
        : UNREACHABLE;
      form.setErrors({
        email: described.fields.identity ?? described.fields.email,
        password: described.fields.password,
      });
      setError(described);
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
          <FormError message={error?.message ?? null} links={error?.links} />
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
      {otpEnabled || providers.length > 0 ? (
        <Suspense fallback={null}>
          <SignInOptions
            email={form.values.email}
            otpEnabled={otpEnabled}
            providers={providers}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
