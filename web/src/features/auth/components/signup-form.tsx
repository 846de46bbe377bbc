import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useSimpleForm } from '../../../hooks/use-simple-form';
import { describeError, type DescribedError } from '../../../lib/api-errors';
import { signUp } from '../api/auth-actions';
import { rosterSignUp } from '../api/roster-signup';
import { FormError } from './form-error';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupInvite {
  token: string;
  email: string;
  name: string;
}

/**
 * Creates a member account, then signs in. With an employer's invitation (`invite`) or a circle
 * invitation (`lockedEmail`) the email is prefilled and locked; `onSignedUp` may be async (e.g. accepting
 * the circle invitation) and its failure is shown here.
 */
export function SignupForm({
  onSignedUp,
  invite,
  lockedEmail,
}: {
  onSignedUp: () => void | Promise<void>;
  invite?: SignupInvite;
  lockedEmail?: string;
}) {
  const [error, setError] = useState<DescribedError | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSimpleForm(
    { name: invite?.name ?? '', email: invite?.email ?? lockedEmail ?? '', password: '', joinCode: '' },
    {
      name: (v) => (v.trim() ? null : 'Enter your name.'),
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.'),
      password: (v) => (v.length >= MIN_PASSWORD_LENGTH ? null : `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    },
  );

  const submit = form.onSubmit(async ({ name, email, password, joinCode }) => {
    setBusy(true);
    setError(null);
    try {
      const base = { name: name.trim(), email: (lockedEmail ?? email).trim(), password };
      if (invite) await rosterSignUp({ ...base, invite: invite.token });
      else if (joinCode.trim()) await rosterSignUp({ ...base, join_code: joinCode.trim() });
      else await signUp(base);
      await onSignedUp();
    } catch (err) {
      const described = describeError(err, 'signUp');
      const fields = described.fields;
      form.setErrors({
        name: fields.name,
        email: fields.email,
        password: fields.password ?? fields.passwordConfirm,
        joinCode: fields.join_code,
      });
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.input('email')}
          {...(invite || lockedEmail
            ? { value: invite?.email ?? lockedEmail, readOnly: true, description: 'The address your invitation was sent to.' }
            : {})}
        />
        <PasswordField
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
          required
          {...form.input('password')}
        />
        {invite || lockedEmail ? null : (
          <TextInput
            label="Employer join code (optional)"
            description="From your HR or benefits team, if they gave you one."
            autoComplete="off"
            {...form.input('joinCode')}
          />
        )}
        <Button type="submit" loading={busy} fullWidth size="md">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
