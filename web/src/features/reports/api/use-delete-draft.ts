import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDraft } from './report-actions';

/** deletes a draft report (a sent report cannot be deleted) */
export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDraft(id),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
