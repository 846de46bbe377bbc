/**
 * The current version of each required document. Kept apart from the documents' texts so the
 * route guard (in the first-load bundle) can check versions without loading the texts.
 */
export const AGREEMENT_VERSIONS = {
  terms: '2026-01',
  privacy: '2026-01',
  hipaa_authorization: '2026-01',
  ai_assistant_notice: '2026-01',
} as const;

export type AgreementDocumentId = keyof typeof AGREEMENT_VERSIONS;
