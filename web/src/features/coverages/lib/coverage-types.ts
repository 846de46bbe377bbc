/** `coverages.type` (product.md §3.3) and how the app names each kind of card. */
import { coveragesTypeValues, type CoveragesStatus } from '../../../lib/schema';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

const COVERAGE_TYPES = coveragesTypeValues;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

const LABEL: Readonly<Record<CoverageType, MessageId>> = {
  medical: 'coverages.type.medical',
  dental: 'coverages.type.dental',
  vision: 'coverages.type.vision',
  pharmacy: 'coverages.type.pharmacy',
  hsa: 'coverages.type.hsa',
  fsa: 'coverages.type.fsa',
  hra: 'coverages.type.hra',
  other: 'coverages.type.other',
};

const STATUS: Readonly<Record<CoveragesStatus, MessageId>> = {
  draft: 'coverages.status.draft',
  active: 'coverages.status.active',
  ended: 'coverages.status.ended',
  cancelled: 'coverages.status.cancelled',
};

/** a coverage's status in the active language (an unknown one reads as a draft) */
export const coverageStatusLabel = (s: string): string => t(STATUS[s as CoveragesStatus] ?? 'coverages.status.draft');

export const isCoverageType = (v: unknown): v is CoverageType =>
  typeof v === 'string' && (COVERAGE_TYPES as readonly string[]).includes(v);

/** "Dental", "HSA"…; a missing type reads as medical (older cards were all saved as medical) */
export const coverageTypeLabel = (v: string | undefined | null): string => t(LABEL[isCoverageType(v) ? v : 'medical']);

/** the types as options of a select, in the active language */
export const coverageTypeOptions = () => COVERAGE_TYPES.map((value) => ({ value, label: t(LABEL[value]) }));

/** a benefit plan's type (which has more kinds: life, disability…) as a coverage type */
export const coverageTypeOfPlan = (planType: string | undefined): CoverageType =>
  isCoverageType(planType) ? planType : 'other';
