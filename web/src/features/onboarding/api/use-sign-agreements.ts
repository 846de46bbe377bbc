import { useMutation } from '@tanstack/react-query';
import { AGREEMENT_DOCUMENTS } from '../agreement-documents';
import { completeStep, type MemberRecord } from './member-actions';
import { acceptAgreement, type AgreementRecord } from './onboarding-actions';

/** the agreement step: every required document accepted with the typed signature, then the next step */
export function useSignAgreements({ userId, member, agreements }: {
  userId: string;
  member: MemberRecord;
  agreements: AgreementRecord[];
}) {
  return useMutation({
    mutationFn: async (signature: string) => {
      for (const d of AGREEMENT_DOCUMENTS) {
        await acceptAgreement({
          userId,
          memberId: member.id,
          document: d.document,
          version: d.version,
          signatureName: signature,
          existing: agreements,
        });
      }
      // a finished member stays where they are (completeStep leaves a later step alone)
      return completeStep(member, 'agreement');
    },
  });
}
