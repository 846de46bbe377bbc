import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveReport } from './report-actions';

/** one step on a report (send, close, reopen, withdraw, review, resolve, rate); `label` names the pressed button */
export function useMoveReport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { label: string; body: Record<string, unknown> }) => moveReport(id, body),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
