import { useQuery } from '@tanstack/react-query';
import { agreementsKey, loadAgreements } from './account-settings';

/** the account's agreements ledger, oldest first */
export function useAgreements(userId: string) {
  return useQuery({ queryKey: agreementsKey(userId), queryFn: () => loadAgreements(userId) });
}
