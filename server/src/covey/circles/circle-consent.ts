/** The circle consent the owner signs when inviting (product.md §3.5 `agreements`, document circle_consent). */
export const CIRCLE_CONSENT_VERSION = '2026-01';
