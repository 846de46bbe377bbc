import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerRow } from '../lib/agreement-ledger';
import { agreementsKey, withdrawAgreement } from './account-settings';

/** withdraws an optional consent and reloads the ledger */
export function useWithdrawAgreement(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accepted: LedgerRow) => withdrawAgreement(userId, accepted),
    onSuccess: () => client.invalidateQueries({ queryKey: agreementsKey(userId) }),
  });
}
