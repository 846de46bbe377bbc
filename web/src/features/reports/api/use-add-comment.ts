import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment } from './report-actions';
import type { ReportRecord } from './report-types';

/** a comment on a report: the member's, or the counselor's (for the member, or internal) */
export function useAddComment(report: Pick<ReportRecord, 'id' | 'member'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ text, internal }: { text: string; internal: boolean }) => addComment(report, text, internal),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
