import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useSimpleForm } from '../../../hooks/use-simple-form';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { signUp } from '../api/auth-actions';
import { FormError } from './form-error';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a member account, then signs in. From an invitation the email is given and locked;
 * `onSignedUp` may be async (e.g. accepting the invitation) and its failure is shown here.
 */
export function SignupForm({ onSignedUp, lockedEmail }: { onSignedUp: () => void | Promise<void>; lockedEmail?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSimpleForm(
    { name: '', email: lockedEmail ?? '', password: '' },
    {
      name: (v) => (v.trim() ? null : 'Enter your name.'),
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.'),
      password: (v) => (v.length >= MIN_PASSWORD_LENGTH ? null : `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    },
  );

  const submit = form.onSubmit(async ({ name, email, password }) => {
    setBusy(true);
    setError(null);
    try {
      await signUp({ name: name.trim(), email: (lockedEmail ?? email).trim(), password });
      await onSignedUp();
    } catch (err) {
      const fields = fieldErrors(err);
      form.setErrors({ name: fields.name, email: fields.email, password: fields.password ?? fields.passwordConfirm });
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput label="Name" autoComplete="name" required {...form.input('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.input('email')}
          {...(lockedEmail ? { value: lockedEmail, readOnly: true, description: 'From your invitation.' } : {})}
        />
        <PasswordField
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
          required
          {...form.input('password')}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
