import { useQuery } from '@tanstack/react-query';
import { loadSignInMethods, signInMethodsKey } from './account-settings';

/** whether the store offers emailed codes and asks staff for a second step (both wait for mail, decision 0031) */
export function useSignInMethods() {
  return useQuery({ queryKey: signInMethodsKey, queryFn: loadSignInMethods, staleTime: 5 * 60_000 });
}
