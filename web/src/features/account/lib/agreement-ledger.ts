/**
 * The signed agreements as /account lists them: one line per document from the append-only ledger
 * (`agreements` rows; the latest row of a document wins, a revocation withdraws it), with the version
 * and date of the latest row, and whether the person may withdraw it here.
 */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import type { AgreementsDocument } from '../../../lib/schema';

export interface LedgerRow {
  id: string;
  document: string;
  version: string;
  action: string;
  member: string;
  circle: string;
  created: string;
}

const agreementTitles: Record<AgreementsDocument, MessageId> = {
  terms: 'agreementDoc.terms.title',
  privacy: 'agreementDoc.privacy.title',
  hipaa_authorization: 'agreementDoc.hipaa.title',
  communications_consent: 'agreementDoc.communications.title',
  sms_consent: 'agreementDoc.sms.title',
  ai_assistant_notice: 'agreementDoc.aiNotice.title',
  circle_consent: 'agreementDoc.circle.title',
  employer_terms: 'agreementDoc.employer.title',
  broker_terms: 'agreementDoc.broker.title',
  baa: 'agreementDoc.baa.title',
};

/** consents the service works without: withdrawing one here stops that channel, nothing else */
const OPTIONAL_DOCUMENTS: ReadonlySet<string> = new Set(['sms_consent', 'communications_consent']);

export interface AgreementLine {
  document: string;
  title: string;
  version: string;
  /** when the latest row was written */
  date: string;
  state: 'accepted' | 'withdrawn';
  optional: boolean;
  /** the accepted row a withdrawal answers (its member and version are copied) */
  row: LedgerRow;
}

/** rows in creation order → one line per document (circle consents are shown with their circle, not here) */
export function agreementLines(rows: readonly LedgerRow[]): AgreementLine[] {
  const latest = new Map<string, LedgerRow>();
  for (const row of rows) {
    if (!row.document || row.circle) continue;
    latest.set(row.document, row);
  }
  return [...latest.values()].map((row) => ({
    document: row.document,
    title: row.document in agreementTitles ? t(agreementTitles[row.document as AgreementsDocument]) : row.document,
    version: row.version,
    date: row.created,
    state: row.action === 'revoked' ? 'withdrawn' : 'accepted',
    optional: OPTIONAL_DOCUMENTS.has(row.document),
    row,
  }));
}
