import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { confirmVerification, requestVerification } from '../api/auth-actions';
import { FormError } from './form-error';

/** With a token: confirms it once. */
export function ConfirmVerification({ token, onContinue }: { token: string; onContinue: () => void }) {
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmVerification(token)
      .then(() => setState('done'))
      .catch((err: unknown) => {
        setError(errorMessage(err, 'confirmVerification'));
        setState('failed');
      });
  }, [token]);
  if (state === 'pending') return <Loader aria-label="Confirming your email" role="progressbar" />;
  if (state === 'failed') {
    return <FormError message={error ?? 'This link is invalid or has expired. Ask for a new one.'} />;
  }
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
  const [email, setEmail] = useState(knownEmail ?? '');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = () => {
    setBusy(true);
    setError(null);
    requestVerification(email.trim())
      .then(() => setSent(true))
      .catch((err: unknown) => setError(errorMessage(err, 'requestVerification')))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="sm">
      {knownEmail ? (
        <Text>
          We sent a confirmation link to <strong>{knownEmail}</strong>. Open it on this device to continue.
        </Text>
      ) : (
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      )}
      <FormError message={error} />
      {sent ? (
        <Alert color="green" role="status">
          A new link is on its way.
        </Alert>
      ) : null}
      <Button variant={knownEmail ? 'default' : 'filled'} loading={busy} onClick={send} disabled={!email.trim()}>
        {knownEmail ? 'Resend email' : 'Send verification link'}
      </Button>
    </Stack>
  );
}
