import { useMutation } from '@tanstack/react-query';
import { createPlan, useInvalidatePlans, type NewPlanInput } from './plans';

/** creates a plan (blank or from a template); plans, tasks and updates refresh */
export function useCreatePlan() {
  const refresh = useInvalidatePlans();
  return useMutation({ mutationFn: (input: NewPlanInput) => createPlan(input), onSuccess: refresh });
}
