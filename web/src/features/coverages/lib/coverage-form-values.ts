import type { CoverageRecord, BenefitPlanRecord, PersonRecord } from '../api/coverage-actions';
import type { CoverageInput, DependentInput } from '../api/save-coverage';
import { isCoverageType, type CoverageType } from './coverage-types';
import { t } from '../../../i18n/i18n';

/** What the coverage form holds (decision 0041: `useForm`, controlled). */
export interface CoverageValues {
  personId: string;
  source: 'employer' | 'other';
  planId: string | null;
  type: CoverageType;
  carrier: string;
  planName: string;
  memberId: string;
  groupNumber: string;
  /** NumberInput values: a number, or '' when empty */
  deductibleMet: number | string;
  oopMet: number | string;
  front: File | null;
  back: File | null;
  dependents: DependentInput[];
}

/** a number typed or stored, or null for empty */
export function numberOrNull(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v))) return Number(v);
  return null;
}

export function coverageInitialValues(
  self: PersonRecord,
  coverage: CoverageRecord | null,
  initialFront: File | null,
): CoverageValues {
  return {
    personId: coverage?.member ?? self.id,
    source: coverage && !coverage.benefit_plan ? 'other' : 'employer',
    planId: coverage?.benefit_plan || null,
    type: coverage && isCoverageType(coverage.type) ? coverage.type : 'medical',
    carrier: coverage?.carrier ?? '',
    planName: coverage?.plan_name ?? '',
    memberId: coverage?.member_id ?? '',
    groupNumber: coverage?.group_number ?? '',
    deductibleMet: numberOrNull(coverage?.accumulators?.deductible_met) ?? '',
    oopMet: numberOrNull(coverage?.accumulators?.oop_met) ?? '',
    front: initialFront,
    back: null,
    dependents: [],
  };
}

const amount = (v: number | string) => {
  const n = numberOrNull(v);
  return n !== null && n < 0 ? t('coverages.rule.amount') : null;
};

/** What the person fills in: a plan from the employer's list (when there is one) or other insurance. */
export const coverageMode = (hasPlans: boolean, values: Pick<CoverageValues, 'source'>) =>
  hasPlans ? values.source : 'other';

/** The form's rules, in the product's sentences. */
export function coverageRules(hasPlans: boolean, coverage: CoverageRecord | null) {
  return {
    planId: (v: string | null, values: CoverageValues) =>
      coverageMode(hasPlans, values) === 'employer' && !v ? t('coverages.rule.plan') : null,
    carrier: (v: string, values: CoverageValues) =>
      coverageMode(hasPlans, values) === 'other' && !v.trim() ? t('coverages.rule.carrier') : null,
    memberId: (v: string, values: CoverageValues) =>
      !v.trim() && !values.front && !coverage?.card_front ? t('coverages.rule.memberId') : null,
    deductibleMet: amount,
    oopMet: amount,
  };
}

/** The store's field names → the form's paths. */
export const COVERAGE_STORE_FIELDS = {
  member_id: 'memberId',
  card_front: 'front',
  card_back: 'back',
  accumulators: 'deductibleMet',
  benefit_plan: 'planId',
};

function relationship(person: PersonRecord, self: PersonRecord): CoverageInput['relationship'] {
  if (person.id === self.id) return 'self';
  return person.relationship === 'spouse' ? 'spouse' : person.relationship === 'child' ? 'child' : 'other';
}

/** The coverage to save from the form's values. */
export function coverageInput(
  values: CoverageValues,
  context: {
    mode: 'employer' | 'other';
    self: PersonRecord;
    people: PersonRecord[];
    plans: BenefitPlanRecord[];
    coverage: CoverageRecord | null;
  },
): CoverageInput {
  const { mode, self, people, plans, coverage } = context;
  const plan = plans.find((p) => p.id === values.planId);
  const person = people.find((p) => p.id === values.personId) ?? self;
  const employer = mode === 'employer';
  return {
    member: person.id,
    subscriber: person.id === self.id ? '' : self.id,
    type: values.type,
    relationship: relationship(person, self),
    benefitPlan: employer ? (values.planId ?? '') : '',
    carrier: employer ? (plan?.carrier ?? '') : values.carrier.trim(),
    planName: employer ? (plan?.name ?? '') : values.planName.trim(),
    network: employer ? (plan?.network ?? '') : (coverage?.network ?? ''),
    memberId: values.memberId.trim(),
    groupNumber: values.groupNumber.trim(),
    cardFront: values.front,
    cardBack: values.back,
    ...(coverage
      ? { accumulators: { deductibleMet: numberOrNull(values.deductibleMet), oopMet: numberOrNull(values.oopMet) } }
      : {}),
  };
}
