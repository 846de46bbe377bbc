import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteEmployee, type InviteInput } from './org-actions';
import { orgKeys } from './orgs-api';

/** E/B: adds one employee to the roster and emails the sign-up link; the organisation reads refresh before it settles */
export function useInviteEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteEmployee(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
