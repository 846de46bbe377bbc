import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { inviteOrgUser, type IssuedOrgInvite } from './org-actions';
import { orgKeys } from './orgs-api';
import type { EmployerRecord } from './org-types';

export interface NewEmployerInput {
  name: string;
  broker: string;
  status: string;
  adminName: string;
  adminEmail: string;
}

/** B: adds an employer to the agency's book and, with an email, invites its first admin (the answer says whether the email went out) */
export function useCreateEmployer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, broker, status, adminName, adminEmail }: NewEmployerInput) => {
      const e = await pb.collection('employers').create<EmployerRecord>({ name: name.trim(), broker, status });
      const invite: IssuedOrgInvite | null = adminEmail.trim() ? await inviteOrgUser('employer_admin', { employer: e.id }, adminEmail, adminName) : null;
      return { employer: e, invite };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
