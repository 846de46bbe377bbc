import { Divider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthProviderInfo } from 'pocketbase';
import { OAuth2Buttons } from './oauth2-buttons';
import { OtpSignIn } from './otp-sign-in';
import { getQueryClient } from '../../../lib/query-client';
import { useT } from '../../../i18n/use-t';

/**
 * The sign-in options below the password form ("or", email code, OAuth2 providers). Shown only when the
 * server's auth methods enable one, so it is loaded then, with its divider (first load of /login, decision 0024),
 * and brings the query cache its mutation hooks need (the form above it runs without one).
 */
export function SignInOptions({
  email,
  otpEnabled,
  providers,
  onSignedIn,
}: {
  email: string;
  otpEnabled: boolean;
  providers: AuthProviderInfo[];
  onSignedIn: () => void;
}) {
  const t = useT();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Divider label={t('auth.or')} labelPosition="center" />
      {otpEnabled ? <OtpSignIn email={email} onSignedIn={onSignedIn} /> : null}
      {providers.length > 0 ? <OAuth2Buttons providers={providers} onSignedIn={onSignedIn} /> : null}
    </QueryClientProvider>
  );
}
