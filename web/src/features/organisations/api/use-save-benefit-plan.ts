import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { orgKeys } from './orgs-api';
import type { BenefitPlanRecord } from './org-types';

/** adds (no `id`) or edits a benefit plan; the body is multipart, for the SBC file */
export function useSaveBenefitPlan(employer: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id ? pb.collection('benefit_plans').update<BenefitPlanRecord>(id, form) : pb.collection('benefit_plans').create<BenefitPlanRecord>(form),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.plans(employer) }),
  });
}
