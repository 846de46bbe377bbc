import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useSimpleForm } from '../../../hooks/use-simple-form';
import { describeError, type DescribedError } from '../../../lib/api-errors';
import { signUp } from '../api/auth-actions';
import { FormError } from './form-error';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a member account, then signs in. */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [error, setError] = useState<DescribedError | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSimpleForm(
    { name: '', email: '', password: '' },
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
      await signUp({ name: name.trim(), email: email.trim(), password });
      onSignedUp();
    } catch (err) {
      const described = describeError(err, 'signUp');
      const fields = described.fields;
      form.setErrors({ name: fields.name, email: fields.email, password: fields.password ?? fields.passwordConfirm });
      setError(described);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={error?.message ?? null} links={error?.links} />
        <TextInput label="Name" autoComplete="name" required {...form.input('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.input('email')} />
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
