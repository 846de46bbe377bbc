import { useQuery } from '@tanstack/react-query';
import { counselorKey, loadMyCounselor } from './my-details';

/** the signed-in counselor's public record (null when the account has none) */
export function useMyCounselor(userId: string) {
  return useQuery({ queryKey: counselorKey(userId), queryFn: () => loadMyCounselor(userId) });
}
