/**
 * The current version of each document a member accepts at the agreement step. The web app's guard
 * re-opens `/onboard/agreement` when an accepted version is older (product.md §3.5); its constants
 * live in web/src/features/onboarding/agreement-versions.ts and the demo-seed test keeps both equal.
 */
export const REQUIRED_AGREEMENTS = {
  terms: '2026-01',
  privacy: '2026-01',
  hipaa_authorization: '2026-01',
  ai_assistant_notice: '2026-01',
} as const;
