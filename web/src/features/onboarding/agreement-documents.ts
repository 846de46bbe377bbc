/** The documents a member accepts during onboarding (`agreements.document`), with their versions; the words are
 * message ids (the title, the plain-language summary, the full text, the checkbox and its error), read in the
 * active language. */
import type { MessageId } from '../../i18n/message-id';
import { AGREEMENT_VERSIONS, type AgreementDocumentId } from './agreement-versions';

export interface AgreementDocument {
  document: AgreementDocumentId;
  title: MessageId;
  version: string;
  summary: MessageId;
  fullText: MessageId;
  /** "I accept the terms of use" */
  accept: MessageId;
  /** "Accept the terms of use to continue." */
  required: MessageId;
}

const doc = <D extends AgreementDocumentId, K extends string>(document: D, key: K) =>
  ({
    document,
    version: AGREEMENT_VERSIONS[document],
    title: `agreementDoc.${key}.title`,
    summary: `agreementDoc.${key}.summary`,
    fullText: `agreementDoc.${key}.fullText`,
    accept: `agreementDoc.${key}.accept`,
    required: `agreementDoc.${key}.required`,
  }) as const;

export const AGREEMENT_DOCUMENTS: readonly AgreementDocument[] = [
  doc('terms', 'terms'),
  doc('privacy', 'privacy'),
  doc('hipaa_authorization', 'hipaa'),
  doc('ai_assistant_notice', 'aiNotice'),
];
