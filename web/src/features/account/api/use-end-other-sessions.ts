import { useMutation } from '@tanstack/react-query';
import { endOtherSessions } from './account-settings';

/** "End sessions on other devices" */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
