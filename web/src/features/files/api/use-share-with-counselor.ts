import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileKeys, updateVaultFile } from './files-api';

/**
 * Shares a vault file with the counselor, or stops sharing it (`shared_with_counselor`); `onSettled` refetches
 * the viewer's record, and every files list is refreshed.
 */
export function useShareWithCounselor(fileId: string, refetch: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateVaultFile(fileId, { shared_with_counselor: on }),
    onSuccess: () => Promise.all([refetch(), client.invalidateQueries({ queryKey: fileKeys.all })]),
  });
}
