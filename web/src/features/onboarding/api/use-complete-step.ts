import { useMutation } from '@tanstack/react-query';
import type { FormStep } from '../steps';
import { completeStep, type MemberRecord } from './member-actions';

/** moves the member past an onboarding step that has nothing of its own to save (the guide, a coverage skipped or saved by its own form) */
export function useCompleteStep(step: FormStep) {
  return useMutation({ mutationFn: (member: MemberRecord) => completeStep(member, step) });
}
