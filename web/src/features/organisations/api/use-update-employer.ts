import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { orgKeys } from './orgs-api';
import type { EmployerRecord } from './org-types';

/** saves fields of one employer (profile and dates, status, join code, counselor pool) */
export function useUpdateEmployer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      pb.collection('employers').update<EmployerRecord>(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
