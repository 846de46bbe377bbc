import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { AuthProviderInfo } from 'pocketbase';
import { errorMessage } from '../../../lib/api-errors-core';
import { mfaIdOf, signInWithOAuth2 } from '../api/auth-actions';
import { FormError } from './form-error';

const STAFF_USE_PASSWORD =
  'Your account signs in with your password and then a code we email you. Sign in with your email and password above.';

export function OAuth2Buttons({ providers, onSignedIn }: { providers: AuthProviderInfo[]; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <FormError message={error} />
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="default"
          loading={busy === provider.name}
          onClick={() => {
            setBusy(provider.name);
            setError(null);
            signInWithOAuth2(provider.name)
              .then(onSignedIn)
              // staff accounts (decision 0031): the second step is a code by mail after the password
              .catch((err: unknown) => setError(mfaIdOf(err) ? STAFF_USE_PASSWORD : errorMessage(err, 'oauth')))
              .finally(() => setBusy(null));
          }}
        >
          Continue with {provider.displayName || provider.name}
        </Button>
      ))}
    </Stack>
  );
}
