/** `coverages.type` (product.md §3.3) and how the app names each kind of card. */
export const COVERAGE_TYPES = ['medical', 'dental', 'vision', 'pharmacy', 'hsa', 'fsa', 'hra', 'other'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

const LABEL: Record<CoverageType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
  hsa: 'HSA',
  fsa: 'FSA',
  hra: 'HRA',
  other: 'Other',
};

export const isCoverageType = (v: unknown): v is CoverageType =>
  typeof v === 'string' && (COVERAGE_TYPES as readonly string[]).includes(v);

/** "Dental", "HSA"…; a missing type reads as medical (older cards were all saved as medical) */
export const coverageTypeLabel = (v: string | undefined | null): string => LABEL[isCoverageType(v) ? v : 'medical'];

export const COVERAGE_TYPE_OPTIONS = COVERAGE_TYPES.map((value) => ({ value, label: LABEL[value] }));

/** a benefit plan's type (which has more kinds: life, disability…) as a coverage type */
export const coverageTypeOfPlan = (planType: string | undefined): CoverageType =>
  isCoverageType(planType) ? planType : 'other';
