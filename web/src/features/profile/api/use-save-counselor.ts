import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counselorKey, saveCounselor, type CounselorInput, type CounselorRow } from './my-details';

/** saves the counselor's public profile (what members see) */
export function useSaveCounselor(counselor: CounselorRow) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: CounselorInput) => saveCounselor(counselor, v),
    onSuccess: (saved) => client.setQueryData(counselorKey(saved.user), saved),
  });
}
