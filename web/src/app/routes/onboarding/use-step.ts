import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onboardingKeys, useMyMember } from '../../../features/onboarding/api/use-onboarding';
import type { MemberRecord } from '../../../features/onboarding/api/member-actions';
import { previousStep, stepPath, type FormStep } from '../../../features/onboarding/steps';
import { useSession } from '../../../lib/session';
import { primeMemberState } from '../../guard-loader';

/** What every onboarding step screen needs: the user, their member row, and where to go next/back. */
export function useStep(step: FormStep) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const member = useMyMember(userId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const prev = previousStep(step);
  return {
    user,
    member,
    onBack: prev ? () => void navigate(stepPath(prev)) : undefined,
    /** the step is saved: tell the guard, then continue at the member's (new) step */
    onSaved: (saved: MemberRecord) => {
      primeMemberState(saved);
      client.setQueryData(onboardingKeys.member(userId), saved);
      void client.invalidateQueries({ queryKey: ['onboarding', 'profile'] });
      void client.invalidateQueries({ queryKey: onboardingKeys.agreements(userId) });
      void navigate(stepPath(saved.onboarding_step, Boolean(saved.counselor)));
    },
  };
}
