/** Plain words for report kinds, statuses and outcomes, and which details each kind asks for. */
import type { ReportsKind, ReportsOutcome, ReportsStatus } from '../../../lib/schema';

export const KINDS = [
  {
    value: 'bill_review',
    label: 'A bill looks wrong',
    hint: 'A medical bill that seems too high, doubled or unexpected.',
  },
  { value: 'claim_denial', label: 'A claim was denied', hint: 'Your plan refused to pay for care you received.' },
  { value: 'find_care', label: 'Help me find a doctor', hint: 'An in-network doctor, specialist or facility.' },
  {
    value: 'coverage_question',
    label: 'Question about my coverage',
    hint: 'What your plan pays for, deductibles, referrals.',
  },
  {
    value: 'prescription',
    label: 'A prescription problem',
    hint: 'A medicine that costs too much or was not covered.',
  },
  { value: 'enrollment', label: 'Enrollment or ID card', hint: 'Joining a plan, adding family, a missing card.' },
  { value: 'complaint', label: 'Something went wrong', hint: 'A complaint about care, service or your plan.' },
  { value: 'other', label: 'Something else', hint: 'Anything else your counselor can help with.' },
] as const satisfies readonly { value: ReportsKind; label: string; hint: string }[];

type ReportKind = (typeof KINDS)[number]['value'];
/** every kind of the schema is offered: a kind added in a migration fails typecheck here until it has words */
type MissingKind = Exclude<ReportsKind, ReportKind>;
const _everyKind: [MissingKind] extends [never] ? true : MissingKind = true;

export const kindLabel = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? 'Report';

/** kinds about money: they ask for the provider, the date of service and the amounts */
export const needsAmounts = (kind: string) =>
  kind === 'bill_review' || kind === 'claim_denial' || kind === 'prescription';

export type ReportStatus = ReportsStatus;

export const STATUS: Record<ReportStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.7' },
  submitted: { label: 'Submitted', color: 'green.8' },
  in_review: { label: 'In review', color: 'indigo.8' },
  needs_info: { label: 'Needs your info', color: 'orange.9' },
  resolved: { label: 'Resolved', color: 'green.9' },
  closed: { label: 'Closed', color: 'gray.8' },
  withdrawn: { label: 'Withdrawn', color: 'gray.8' },
};

/** the counselor reads "Waiting for member" where the member reads "Needs your info" */
export function statusLabel(status: string, side: 'member' | 'counselor' = 'member'): string {
  if (status === 'needs_info' && side === 'counselor') return 'Waiting for member';
  return STATUS[status as ReportStatus]?.label ?? status;
}
export const statusColor = (status: string) => STATUS[status as ReportStatus]?.color ?? 'gray.8';

export const OPEN_STATUSES: readonly string[] = ['submitted', 'in_review', 'needs_info'];
export const isOpen = (status: string) => OPEN_STATUSES.includes(status) || status === 'draft';

export const OUTCOMES = [
  { value: 'corrected', label: 'Bill corrected' },
  { value: 'refund', label: 'Refund issued' },
  { value: 'reduced', label: 'Amount reduced' },
  { value: 'appeal_filed', label: 'Appeal filed' },
  { value: 'explained', label: 'Explained, no change needed' },
  { value: 'referred', label: 'Referred elsewhere' },
  { value: 'no_change', label: 'No change possible' },
] as const satisfies readonly { value: ReportsOutcome; label: string }[];
type MissingOutcome = Exclude<ReportsOutcome, (typeof OUTCOMES)[number]['value']>;
const _everyOutcome: [MissingOutcome] extends [never] ? true : MissingOutcome = true;
export const outcomeLabel = (o: string) => OUTCOMES.find((x) => x.value === o)?.label ?? '';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
export const money = (n: number) => usd.format(Number.isFinite(n) ? n : 0);

/** files a report may hold (product.md §3.3) */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'];
const EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif)$/i;
export const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/** a sentence when the file cannot be added, else null */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const generic = file.type === '' || file.type === 'application/octet-stream';
  const typeOk = TYPES.includes(file.type) || (generic && EXTENSIONS.test(file.name));
  if (!typeOk) return `“${file.name}” can't be added: use a PDF or a photo (JPG, PNG or HEIC).`;
  if (file.size > MAX_FILE_BYTES)
    return `“${file.name}” is larger than 20 MB. Choose a smaller file or take the photo again.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose the file again.`;
  return null;
}

export const isImageName = (name: string) => /\.(jpe?g|png)$/i.test(name);

/** a stored name without its random suffix: `er_bill_abc123defg.pdf` → `er_bill.pdf` */
export const attachmentName = (name: string) => name.replace(/_[a-z0-9]{10}(\.[^.]+)?$/, '$1');
