import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importRoster, inviteAllPending } from './org-actions';
import { orgKeys } from './orgs-api';

/** checks (preview) or applies a roster CSV, reporting upload progress 0..1 */
export function useImportRoster(employer: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply, onProgress }: { file: File; apply: boolean; onProgress?: (p: number) => void }) =>
      importRoster(employer, file, apply, onProgress),
    onSuccess: (_r, { apply }) => (apply ? qc.invalidateQueries({ queryKey: orgKeys.all }) : undefined),
  });
}

/** emails every roster member who has no invitation yet */
export function useInviteAllPending(employer: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => inviteAllPending(employer),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
