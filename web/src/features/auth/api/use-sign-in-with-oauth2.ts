import { useMutation } from '@tanstack/react-query';
import { signInWithOAuth2 } from './auth-actions';

/** Signs in with an OAuth2 provider (a popup); the provider's name is the variable, for the busy button. */
export function useSignInWithOAuth2() {
  return useMutation({ mutationFn: (provider: string) => signInWithOAuth2(provider) });
}
