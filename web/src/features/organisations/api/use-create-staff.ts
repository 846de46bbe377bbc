import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStaff } from './org-actions';
import { orgKeys } from './orgs-api';

/** S: creates a counselor, an agency with its first user, or an employer with its first admin; answers the set-password link */
export function useCreateStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
