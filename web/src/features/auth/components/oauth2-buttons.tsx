import { Button, Stack } from '@mantine/core';
import type { AuthProviderInfo } from 'pocketbase';
import { formErrorSentence } from '../../../lib/form-errors';
import { mfaIdOf } from '../api/auth-actions';
import { useSignInWithOAuth2 } from '../api/use-sign-in-with-oauth2';
import { FormError } from './form-error';
import { useT } from '../../../i18n/use-t';

export function OAuth2Buttons({ providers, onSignedIn }: { providers: AuthProviderInfo[]; onSignedIn: () => void }) {
  const t = useT();
  const signIn = useSignInWithOAuth2();
  // staff accounts (decision 0031): the second step is a code by mail after the password
  const error = mfaIdOf(signIn.error) ? t('auth.staffUsePassword') : formErrorSentence(signIn.error, 'oauth');
  return (
    <Stack gap="xs">
      <FormError message={error} />
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="default"
          loading={signIn.isPending && signIn.variables === provider.name}
          onClick={() => signIn.mutate(provider.name, { onSuccess: onSignedIn })}
        >
          {t('auth.continueWith', { provider: provider.displayName || provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
