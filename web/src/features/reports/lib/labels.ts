/** Plain words for report kinds, statuses and outcomes, and which details each kind asks for. */
import type { ReportsKind, ReportsOutcome, ReportsStatus } from '../../../lib/schema';
import { formatMoney } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

export const KINDS = [
  { value: 'bill_review', label: 'reports.kind.billReview', hint: 'reports.kind.billReviewHint' },
  { value: 'claim_denial', label: 'reports.kind.claimDenial', hint: 'reports.kind.claimDenialHint' },
  { value: 'find_care', label: 'reports.kind.findCare', hint: 'reports.kind.findCareHint' },
  { value: 'coverage_question', label: 'reports.kind.coverageQuestion', hint: 'reports.kind.coverageQuestionHint' },
  { value: 'prescription', label: 'reports.kind.prescription', hint: 'reports.kind.prescriptionHint' },
  { value: 'enrollment', label: 'reports.kind.enrollment', hint: 'reports.kind.enrollmentHint' },
  { value: 'complaint', label: 'reports.kind.complaint', hint: 'reports.kind.complaintHint' },
  { value: 'other', label: 'reports.kind.other', hint: 'reports.kind.otherHint' },
] as const satisfies readonly { value: ReportsKind; label: MessageId; hint: MessageId }[];

/** the kinds as options of a select, in the active language */
export const kindOptions = () => KINDS.map((k) => ({ value: k.value, label: t(k.label) }));

type ReportKind = (typeof KINDS)[number]['value'];
/** every kind of the schema is offered: a kind added in a migration fails typecheck here until it has words */
type MissingKind = Exclude<ReportsKind, ReportKind>;
const _everyKind: [MissingKind] extends [never] ? true : MissingKind = true;

export const kindLabel = (kind: string) => {
  const k = KINDS.find((x) => x.value === kind);
  return t(k ? k.label : 'reports.kind.report');
};

/** kinds about money: they ask for the provider, the date of service and the amounts */
export const needsAmounts = (kind: string) =>
  kind === 'bill_review' || kind === 'claim_denial' || kind === 'prescription';

export type ReportStatus = ReportsStatus;

export const STATUS: Record<ReportStatus, { label: MessageId; color: string }> = {
  draft: { label: 'reports.status.draft', color: 'gray.7' },
  submitted: { label: 'reports.status.submitted', color: 'green.8' },
  in_review: { label: 'reports.status.inReview', color: 'indigo.8' },
  needs_info: { label: 'reports.status.needsInfo', color: 'orange.9' },
  resolved: { label: 'reports.status.resolved', color: 'green.9' },
  closed: { label: 'reports.status.closed', color: 'gray.8' },
  withdrawn: { label: 'reports.status.withdrawn', color: 'gray.8' },
};

/** the counselor reads "Waiting for member" where the member reads "Needs your info" */
export function statusLabel(status: string, side: 'member' | 'counselor' = 'member'): string {
  if (status === 'needs_info' && side === 'counselor') return t('reports.status.waitingForMember');
  const known = STATUS[status as ReportStatus] as { label: MessageId } | undefined;
  return known ? t(known.label) : status;
}
export const statusColor = (status: string) => STATUS[status as ReportStatus]?.color ?? 'gray.8';

export const OPEN_STATUSES: readonly string[] = ['submitted', 'in_review', 'needs_info'];
export const isOpen = (status: string) => OPEN_STATUSES.includes(status) || status === 'draft';

export const OUTCOMES = [
  { value: 'corrected', label: 'reports.outcome.corrected' },
  { value: 'refund', label: 'reports.outcome.refund' },
  { value: 'reduced', label: 'reports.outcome.reduced' },
  { value: 'appeal_filed', label: 'reports.outcome.appealFiled' },
  { value: 'explained', label: 'reports.outcome.explained' },
  { value: 'referred', label: 'reports.outcome.referred' },
  { value: 'no_change', label: 'reports.outcome.noChange' },
] as const satisfies readonly { value: ReportsOutcome; label: MessageId }[];
type MissingOutcome = Exclude<ReportsOutcome, (typeof OUTCOMES)[number]['value']>;
const _everyOutcome: [MissingOutcome] extends [never] ? true : MissingOutcome = true;
export const outcomeLabel = (o: string) => {
  const found = OUTCOMES.find((x) => x.value === o);
  return found ? t(found.label) : '';
};

/** "$1,250.00" in the active language */
export const money = (n: number) => formatMoney(Number.isFinite(n) ? n : 0);

/** files a report may hold (product.md §3.3) */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'];
const EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif)$/i;
export const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/** a sentence when the file cannot be added, else null */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const generic = file.type === '' || file.type === 'application/octet-stream';
  const typeOk = TYPES.includes(file.type) || (generic && EXTENSIONS.test(file.name));
  if (!typeOk) return t('reports.file.badType', { name: file.name });
  if (file.size > MAX_FILE_BYTES) return t('reports.file.tooLarge', { name: file.name });
  if (file.size === 0) return t('reports.file.empty', { name: file.name });
  return null;
}

export const isImageName = (name: string) => /\.(jpe?g|png)$/i.test(name);

/** a stored name without its random suffix: `er_bill_abc123defg.pdf` → `er_bill.pdf` */
export const attachmentName = (name: string) => name.replace(/_[a-z0-9]{10}(\.[^.]+)?$/, '$1');
