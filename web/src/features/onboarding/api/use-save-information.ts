import { useMutation } from '@tanstack/react-query';
import { completeStep, saveProfile, type MemberRecord, type ProfileRecord } from './member-actions';

export interface InformationInput {
  needs: string[];
  upcoming: string[];
  household: string | null;
  access: string[];
  interpreter: string | null;
  notes: string;
}

/** the information step: needs, upcoming care, household, accessibility on `profiles`; finishes onboarding */
export function useSaveInformation(member: MemberRecord, profile: ProfileRecord | null) {
  return useMutation({
    mutationFn: async (v: InformationInput) => {
      await saveProfile(member.id, profile, {
        needs: v.needs,
        accessibility: v.access,
        interpreter_language: v.access.includes('interpreter') ? (v.interpreter ?? '') : '',
        intake: { ...(profile?.intake ?? {}), upcoming_care: v.upcoming, household: v.household ?? '' },
        notes_for_counselor: v.notes.trim(),
      });
      return completeStep(member, 'information');
    },
  });
}
