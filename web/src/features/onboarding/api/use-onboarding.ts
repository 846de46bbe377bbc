import { useQuery } from '@tanstack/react-query';
import { getMyMember, getMyProfile } from './member-actions';
import { getMyAgreements } from './onboarding-actions';

export const onboardingKeys = {
  member: (userId: string) => ['onboarding', 'member', userId] as const,
  profile: (memberId: string) => ['onboarding', 'profile', memberId] as const,
  agreements: (userId: string) => ['onboarding', 'agreements', userId] as const,
};

export function useMyMember(userId: string) {
  return useQuery({ queryKey: onboardingKeys.member(userId), queryFn: () => getMyMember(userId) });
}

export function useMyProfile(memberId: string | undefined) {
  return useQuery({
    queryKey: onboardingKeys.profile(memberId ?? ''),
    queryFn: () => getMyProfile(memberId ?? ''),
    enabled: Boolean(memberId),
  });
}

export function useMyAgreements(userId: string) {
  return useQuery({ queryKey: onboardingKeys.agreements(userId), queryFn: () => getMyAgreements(userId) });
}

