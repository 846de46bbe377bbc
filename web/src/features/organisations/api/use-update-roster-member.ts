import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { orgKeys } from './orgs-api';
import type { RosterMember } from './org-types';

/** saves roster facts of one member (eligibility dates; the counselor, which moves chat access with it) */
export function useUpdateRosterMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { eligibility_start?: string; eligibility_end?: string; counselor?: string } }) =>
      pb.collection('members').update<RosterMember>(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
