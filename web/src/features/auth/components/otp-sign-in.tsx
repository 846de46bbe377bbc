import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage, type ErrorAction } from '../../../lib/api-errors-core';
import { mfaIdOf, requestOtp, signInWithOtp } from '../api/auth-actions';
import { FormError } from './form-error';

export const STAFF_NEEDS_PASSWORD =
  'Your account needs your password as well as a code. Sign in with your password above; we will then email you a new code.';

/** "Email me a code": request a one-time password for the typed email, then sign in with it. */
export function OtpSignIn({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const [otpId, setOtpId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, kind: ErrorAction) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err, kind));
    } finally {
      setBusy(false);
    }
  }

  if (otpId === null) {
    return (
      <Stack gap="xs">
        <FormError message={error} />
        <Button
          variant="default"
          loading={busy}
          onClick={() =>
            void run(async () => {
              if (!email.trim()) throw new Error('Enter your email address first.');
              setOtpId(await requestOtp(email.trim()));
            }, 'requestOtp')
          }
        >
          Email me a code
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          try {
            await signInWithOtp(otpId, code.trim());
          } catch (err) {
            // staff accounts (decision 0031): the code is one step, the password is the other
            if (mfaIdOf(err)) throw new Error(STAFF_NEEDS_PASSWORD, { cause: err });
            throw err;
          }
          onSignedIn();
        }, 'signInOtp');
      }}
    >
      <Stack gap="xs">
        <Text size="sm">We sent a code to {email}. It expires in a few minutes.</Text>
        <FormError message={error} />
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
        />
        <Button type="submit" variant="light" loading={busy}>
          Sign in with code
        </Button>
      </Stack>
    </form>
  );
}
