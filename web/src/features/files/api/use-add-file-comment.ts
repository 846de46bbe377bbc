import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFileComment, fileKeys, type VaultFile } from './files-api';

/** a comment on a vault file */
export function useAddFileComment(file: Pick<VaultFile, 'id' | 'member'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addFileComment(file, text),
    onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.comments(file.id) }),
  });
}
