import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors-core';
import { mfaSessionEnded, requestOtp, signInWithOtp, type SignInCollection } from '../api/auth-actions';
import { FormError } from './form-error';

/** "jamie@example.com" → "j…@example.com": enough to recognise the address, not to read it off a screen */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

const CODE = /^\d{4,10}$/;

/**
 * The second step of a staff or operator sign-in (decision 0031): the password was right, now a
 * code by mail. Sends the code when shown, then signs in with it and the sign-in's `mfaId`.
 */
export function MfaStep({
  email,
  mfaId,
  collection = 'users',
  onSignedIn,
  onCancel,
}: {
  email: string;
  mfaId: string;
  /** the account's auth collection: `_superusers` for an operator */
  collection?: SignInCollection;
  onSignedIn: () => void;
  onCancel: (message?: string) => void;
}) {
  const [otpId, setOtpId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const sent = useRef(false);
  const masked = maskEmail(email);

  async function send(again: boolean) {
    setBusy('send');
    setError(null);
    setNotice(null);
    try {
      setOtpId(await requestOtp(email, collection));
      if (again) setNotice(`We sent a new code to ${masked}. Use the newest email; a new code can be sent once a minute.`);
    } catch (err) {
      setError(errorMessage(err, 'requestOtp'));
    } finally {
      setBusy(null);
    }
  }

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send(false);
    // sends once when the step is shown
  }, []);

  async function verify(e: FormEvent) {
    e.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!CODE.test(typed)) {
      setError('Enter the 6-digit code from the email.');
      return;
    }
    if (!otpId) return;
    setBusy('verify');
    setError(null);
    try {
      await signInWithOtp(otpId, typed, mfaId, collection);
      onSignedIn();
    } catch (err) {
      if (mfaSessionEnded(err)) {
        onCancel('This sign-in took too long. Enter your password again.');
        return;
      }
      setError(errorMessage(err, 'signInOtp'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={(e) => void verify(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {otpId
            ? `We sent a 6-digit code to ${masked}. Enter it to finish signing in.`
            : `Your account asks for a second step: we are sending a code to ${masked}.`}
        </Text>
        {notice ? (
          <Text size="sm" c="dimmed" role="status">
            {notice}
          </Text>
        ) : null}
        <FormError message={error} />
        <TextInput
          label="6-digit code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
          data-autofocus
        />
        <Button type="submit" loading={busy === 'verify'} disabled={!otpId || busy === 'send'} fullWidth size="md">
          Verify and sign in
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => void send(true)} disabled={busy !== null}>
            Send a new code
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onCancel()}>
            Use a different account
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
