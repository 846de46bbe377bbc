import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectBroker } from './org-actions';
import { orgKeys } from './orgs-api';

/** an employer admin ends the broker relationship */
export function useDisconnectBroker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (employer: string) => disconnectBroker(employer),
    // not awaited: the page moves to the employer at once (the agency's page stops being readable)
    onSuccess: () => void qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
