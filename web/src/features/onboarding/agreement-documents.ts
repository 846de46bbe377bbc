/** The documents a member accepts during onboarding (`agreements.document`), with their versions. */
import { AGREEMENT_VERSIONS, type AgreementDocumentId } from './agreement-versions';

export interface AgreementDocument {
  document: AgreementDocumentId;
  title: string;
  version: string;
  summary: string;
  fullText: string;
}

export const AGREEMENT_DOCUMENTS: readonly AgreementDocument[] = [
  {
    document: 'terms',
    title: 'Terms of use',
    version: AGREEMENT_VERSIONS.terms,
    summary:
      'Covey helps you understand and use your health benefits. It is not an insurer and does not give medical advice.',
    fullText:
      'These terms govern your use of Covey. Covey provides benefits navigation: counselors and tools that help you understand your coverage, find care, and resolve bills. Covey is not an insurance company, does not decide claims, and does not provide medical advice or emergency services. In an emergency call 911. You agree to give accurate information and to keep your sign-in details private. We may update these terms; when we do, we will ask you to review the new version before you continue.',
  },
  {
    document: 'privacy',
    title: 'Privacy notice',
    version: AGREEMENT_VERSIONS.privacy,
    summary: 'Your employer never sees your health details. Only you, your counselor and people you invite can.',
    fullText:
      'We collect the information you give us (contact details, coverage, needs) and information created while we help you (messages, tasks, reports). We use it only to provide the service. Your employer and broker see only counts and aggregate statistics, never your individual health information. You can download or delete your data from your account settings at any time.',
  },
  {
    document: 'hipaa_authorization',
    title: 'Authorization to contact payers and providers',
    version: AGREEMENT_VERSIONS.hipaa_authorization,
    summary: 'You allow your counselor to talk to your insurer and doctors on your behalf about the issues you raise.',
    fullText:
      'I authorize my Covey counselor to use and disclose my protected health information to and from my health plans, pharmacy benefit managers, and healthcare providers for the purpose of resolving questions, bills, claims, and care coordination I request. This authorization expires one year after signing, and I may revoke it in writing at any time, except where action has already been taken in reliance on it. Treatment, payment, enrollment, or eligibility for benefits will not be conditioned on signing it.',
  },
  {
    document: 'ai_assistant_notice',
    title: 'AI assistant notice',
    version: AGREEMENT_VERSIONS.ai_assistant_notice,
    summary: 'The assistant is a computer program. It can be wrong, and a person can review what it tells you.',
    fullText:
      'Covey offers an AI assistant that answers questions about your benefits using your plan documents. Its answers can be incomplete or wrong and are not medical advice. Conversations with the assistant are stored with your account and may be reviewed by your counselor to help you. You can ask to talk to your counselor at any time.',
  },
];
