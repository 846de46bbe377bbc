import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteEmployee, resendInvite, revokeInvite, setRosterStatus, type InviteInput } from './org-actions';
import { orgKeys } from './orgs-api';

export type RosterAction =
  | { kind: 'resend'; invite: string }
  | { kind: 'copy'; invite: string }
  | { kind: 'revoke'; invite: string }
  | { kind: 'invite'; input: InviteInput }
  | { kind: 'status'; member: string; status: 'active' | 'inactive' | 'invited' };

const run = (a: RosterAction): Promise<unknown> => {
  switch (a.kind) {
    case 'resend':
      return resendInvite(a.invite);
    case 'copy':
      return resendInvite(a.invite, false);
    case 'revoke':
      return revokeInvite(a.invite);
    case 'invite':
      return inviteEmployee(a.input);
    case 'status':
      return setRosterStatus(a.member, a.status);
  }
};

/** one roster row's actions (invite, resend, revoke, approve, deactivate, reactivate); `label` names the pressed button */
export function useRosterAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action }: { label: string; action: RosterAction }) => run(action),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
