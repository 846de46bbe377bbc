import { useMutation } from '@tanstack/react-query';
import { endOtherSessions } from './account-settings';

/** "Sign out other devices" */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
