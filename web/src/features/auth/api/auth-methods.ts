import { useEffect, useState } from 'react';
import type { AuthMethodsList } from 'pocketbase';
import { loadApiClient } from '../../../lib/api-base';

/**
 * Loads the sign-in calls (and with them the SDK client, which is not on the first load of /login,
 * decision 0024) before asking: the password form's submit then finds them loaded.
 */
async function getAuthMethods(): Promise<AuthMethodsList> {
  // both chunks at once (auth-actions imports the client: fetched one after the other otherwise)
  const [{ listAuthMethods }] = await Promise.all([import('./auth-actions'), loadApiClient()]);
  return listAuthMethods();
}

/**
 * Auth methods of the `users` collection. A plain effect (not TanStack Query) keeps the first load of
 * /login small; failure (including an SDK chunk that did not load) only hides the optional OTP/OAuth2
 * buttons.
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
