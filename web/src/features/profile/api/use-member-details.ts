import { useQuery } from '@tanstack/react-query';
import { detailsKey, loadMemberDetails } from './my-details';

/** the signed-in member's account, roster row and profile */
export function useMemberDetails(userId: string) {
  return useQuery({ queryKey: detailsKey(userId), queryFn: () => loadMemberDetails(userId) });
}
