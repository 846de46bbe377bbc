/**
 * Which agreement versions a user has accepted, from their `agreements` rows (an append-only ledger:
 * the latest row of a document wins, a revocation clears it), and whether a required document's
 * accepted version is older than the current one (product.md §3.5).
 */
import { AGREEMENT_VERSIONS } from './agreement-versions';

export interface AgreementRow {
  document: string;
  version: string;
  action: string;
}

/** document → accepted version, from rows in creation order */
export function acceptedVersions(rows: readonly AgreementRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    if (row.action === 'accepted') out[row.document] = row.version;
    else if (row.action === 'revoked') delete out[row.document];
  }
  return out;
}

/** the required documents whose accepted version is missing or older than the current one */
export function outdatedDocuments(accepted: Readonly<Record<string, string>>): string[] {
  return Object.entries(AGREEMENT_VERSIONS)
    .filter(([document, version]) => {
      const have = accepted[document];
      return have === undefined || have.localeCompare(version) < 0;
    })
    .map(([document]) => document);
}
