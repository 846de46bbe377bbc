/** `coverages.type` (product.md §3.3) and how the app names each kind of card. */
import { coveragesTypeValues } from '../../../lib/schema';
import { coveragesTypeLabels } from '../../../lib/select-labels';

const COVERAGE_TYPES = coveragesTypeValues;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

const LABEL: Readonly<Record<CoverageType, string>> = coveragesTypeLabels;

export const isCoverageType = (v: unknown): v is CoverageType =>
  typeof v === 'string' && (COVERAGE_TYPES as readonly string[]).includes(v);

/** "Dental", "HSA"…; a missing type reads as medical (older cards were all saved as medical) */
export const coverageTypeLabel = (v: string | undefined | null): string => LABEL[isCoverageType(v) ? v : 'medical'];

export const COVERAGE_TYPE_OPTIONS = COVERAGE_TYPES.map((value) => ({ value, label: LABEL[value] }));

/** a benefit plan's type (which has more kinds: life, disability…) as a coverage type */
export const coverageTypeOfPlan = (planType: string | undefined): CoverageType =>
  isCoverageType(planType) ? planType : 'other';
