import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileKeys, updateVaultFile } from './files-api';

/** saves fields of a vault file (its link, sharing) */
export function useUpdateFile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => updateVaultFile(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
