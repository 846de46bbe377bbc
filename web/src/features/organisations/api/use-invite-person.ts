import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteCoAdmin, inviteOrgUser } from './org-actions';
import { orgKeys } from './orgs-api';

export interface InvitePersonInput {
  kind: 'employer_admin' | 'broker_user';
  target: { employer?: string; broker?: string };
  email: string;
  name: string;
}

/** invites an employer admin or an agency colleague by email */
export function useInvitePerson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, target, email, name }: InvitePersonInput) =>
      // admins of the employer may invite co-admins through the roster route (the records rule is for brokers)
      kind === 'employer_admin' && target.employer
        ? inviteCoAdmin(target.employer, email, name)
        : inviteOrgUser(kind, target, email, name),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
