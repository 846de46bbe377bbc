/** `coverages.type` (product.md §3.3) and how the app names each kind of card. */
import { coveragesTypeValues, type CoveragesStatus } from '../../../lib/schema';
import { coveragesStatusLabels, coveragesTypeLabels, selectOptions } from '../../../lib/select-labels';

const COVERAGE_TYPES = coveragesTypeValues;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

/** a coverage's status in the active language (an unknown one reads as a draft) */
export const coverageStatusLabel = (s: string): string => coveragesStatusLabels[s as CoveragesStatus] ?? coveragesStatusLabels.draft;

export const isCoverageType = (v: unknown): v is CoverageType =>
  typeof v === 'string' && (COVERAGE_TYPES as readonly string[]).includes(v);

/** "Dental", "HSA"…; a missing type reads as medical (older cards were all saved as medical) */
export const coverageTypeLabel = (v: string | undefined | null): string => coveragesTypeLabels[isCoverageType(v) ? v : 'medical'];

/** the types as options of a select, in the active language */
export const coverageTypeOptions = () => selectOptions(coveragesTypeLabels);

/** a benefit plan's type (which has more kinds: life, disability…) as a coverage type */
export const coverageTypeOfPlan = (planType: string | undefined): CoverageType =>
  isCoverageType(planType) ? planType : 'other';
