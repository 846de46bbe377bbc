import { useMutation } from '@tanstack/react-query';
import { completeStep, saveMemberName, saveProfile, type MemberRecord, type ProfileRecord } from './member-actions';
import { acceptAgreement, saveUserContact, type AgreementRecord } from './onboarding-actions';

const SMS_CONSENT_VERSION = '2026-01';

export interface ContactInput {
  first: string;
  last: string;
  phone: string;
  preferred: string;
  bestTimes: string;
  language: string;
  timezone: string;
  zip: string;
  sms: boolean;
}

/** the contact step: name (member), contact and locale (user), profile, text-message consent; then the next step */
export function useSaveContact({ userId, member, profile, agreements }: {
  userId: string;
  member: MemberRecord;
  profile: ProfileRecord | null;
  agreements: AgreementRecord[];
}) {
  return useMutation({
    mutationFn: async (v: ContactInput) => {
      await saveMemberName(member, v.first.trim(), v.last.trim());
      await saveUserContact(userId, {
        name: `${v.first.trim()} ${v.last.trim()}`.trim(),
        phone: v.phone.trim(),
        language: v.language,
        timezone: v.timezone,
      });
      await saveProfile(member.id, profile, {
        phone: v.phone.trim(),
        preferred_contact: v.preferred,
        best_times: v.bestTimes.trim(),
        address: { ...(profile?.address ?? {}), zip: v.zip.trim() },
      });
      if (v.sms) {
        await acceptAgreement({
          userId,
          memberId: member.id,
          document: 'sms_consent',
          version: SMS_CONSENT_VERSION,
          signatureName: `${v.first} ${v.last}`.trim(),
          existing: agreements,
        });
      }
      return completeStep(member, 'contact');
    },
  });
}
