import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import type { DescribedError } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
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
  const t = useT();
  const [error, setError] = useState<DescribedError | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: invite?.name ?? '', email: invite?.email ?? lockedEmail ?? '', password: '', joinCode: '' },
    validate: {
      name: (v) => (v.trim() ? null : translate('validation.name')),
      email: (v) => (EMAIL.test(v.trim()) ? null : translate('validation.email')),
      password: (v) => (v.length >= MIN_PASSWORD_LENGTH ? null : translate('validation.passwordLength', { min: MIN_PASSWORD_LENGTH })),
    },
  });

  const submit = async ({ name, email, password, joinCode }: typeof form.values) => {
    setBusy(true);
    setError(null);
    try {
      const base = { name: name.trim(), email: (lockedEmail ?? email).trim(), password };
      if (invite) await rosterSignUp({ ...base, invite: invite.token });
      else if (joinCode.trim()) await rosterSignUp({ ...base, join_code: joinCode.trim() });
      else await signUp(base);
      await onSignedUp();
    } catch (err) {
      setError(applyStoreErrors(form, err, 'signUp', { passwordConfirm: 'password', join_code: 'joinCode' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <FormError message={error?.message ?? null} links={error?.links} />
        <TextInput label={t('form.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          {...(invite || lockedEmail
            ? { value: invite?.email ?? lockedEmail, readOnly: true, description: t('signup.invitedAddress') }
            : {})}
        />
        <PasswordField
          label={t('form.password')}
          description={t('signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        {invite || lockedEmail ? null : (
          <TextInput
            label={t('signup.joinCode')}
            description={t('signup.joinCodeHint')}
            autoComplete="off"
            {...form.getInputProps('joinCode')}
          />
        )}
        <Button type="submit" loading={busy} fullWidth size="md">
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
