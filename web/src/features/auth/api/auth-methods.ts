import { useEffect, useState } from 'react';
import type { AuthMethodsList } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export function getAuthMethods(): Promise<AuthMethodsList> {
  return pb.collection('users').listAuthMethods();
}

/**
 * Auth methods of the `users` collection. A plain effect (not TanStack Query) keeps the first load of
 * /login small; failure only hides the optional OTP/OAuth2 buttons.
 */
export function useAuthMethods(): { data: AuthMethodsList | undefined; error: unknown } {
  const [state, setState] = useState<{ data: AuthMethodsList | undefined; error: unknown }>({
    data: undefined,
    error: null,
  });
  useEffect(() => {
    let active = true;
    getAuthMethods()
      .then((data) => active && setState({ data, error: null }))
      .catch((error: unknown) => active && setState({ data: undefined, error }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
