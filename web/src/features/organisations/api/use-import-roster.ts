import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importRoster, inviteAllPending, type RosterMapping } from './org-actions';
import { orgKeys } from './orgs-api';

/** checks (preview) or applies a roster CSV, reporting upload progress 0..1; `mapping`: columns matched by hand */
export function useImportRoster(employer: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply, onProgress, mapping }: { file: File; apply: boolean; onProgress?: (p: number) => void; mapping?: RosterMapping | null }) =>
      importRoster(employer, file, apply, onProgress, mapping),
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
