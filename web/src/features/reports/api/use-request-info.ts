import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment, moveReport } from './report-actions';
import type { ReportRecord } from './report-types';

/** the counselor asks the member for more: the message (which the member sees), then the status */
export function useRequestInfo(report: Pick<ReportRecord, 'id' | 'member'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      await addComment(report, text);
      return moveReport(report.id, { status: 'needs_info' });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
