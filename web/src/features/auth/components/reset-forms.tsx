import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { confirmPasswordReset, requestPasswordReset } from '../api/auth-actions';
import { FormError } from './form-error';
import { MIN_PASSWORD_LENGTH } from './signup-form';

export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (sent) {
    return (
      <Alert color="green" role="status" title="Check your email">
        If an account exists for {sent}, we sent it a link to choose a new password.
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        requestPasswordReset(email.trim())
          .then(() => setSent(email.trim()))
          .catch((err: unknown) =>
            setError(fieldErrors(err, 'requestReset').email ?? errorMessage(err, 'requestReset')),
          )
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

export function ConfirmResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== password ? 'The passwords do not match.' : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (password.length < MIN_PASSWORD_LENGTH) return setError(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
        if (password !== confirm) return setError('The passwords do not match.');
        setBusy(true);
        setError(null);
        confirmPasswordReset(token, password)
          .then(onDone)
          .catch((err: unknown) => {
            const fields = fieldErrors(err, 'confirmReset');
            setError(fields.token ?? fields.password ?? errorMessage(err, 'confirmReset'));
          })
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirm}
          error={mismatch}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} fullWidth>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
