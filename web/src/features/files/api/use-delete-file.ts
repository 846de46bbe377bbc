import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVaultFile, fileKeys } from './files-api';

/** deletes a vault file */
export function useDeleteFile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVaultFile(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
