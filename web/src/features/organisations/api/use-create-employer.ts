import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { inviteOrgUser } from './org-actions';
import { orgKeys } from './orgs-api';
import type { EmployerRecord } from './org-types';

export interface NewEmployerInput {
  name: string;
  broker: string;
  status: string;
  adminName: string;
  adminEmail: string;
}

/** B: adds an employer to the agency's book and, with an email, invites its first admin */
export function useCreateEmployer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, broker, status, adminName, adminEmail }: NewEmployerInput) => {
      const e = await pb.collection('employers').create<EmployerRecord>({ name: name.trim(), broker, status });
      if (adminEmail.trim()) await inviteOrgUser('employer_admin', { employer: e.id }, adminEmail, adminName);
      return e;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
