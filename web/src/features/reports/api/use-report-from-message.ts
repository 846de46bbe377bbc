import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFromMessage } from './report-actions';

/** counselors: turns one chat message (its text and files) into a report for the member */
export function useReportFromMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ message, kind }: { message: string; kind: string }) => reportFromMessage(message, kind),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
