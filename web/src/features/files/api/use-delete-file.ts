import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVaultFile, fileKeys } from './files-api';

/** deletes a vault file */
export function useDeleteFile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVaultFile(id),
    // not awaited: the page moves to /files at once (the deleted file's page stops being readable)
    onSuccess: () => void qc.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
