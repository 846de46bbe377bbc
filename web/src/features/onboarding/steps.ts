/** The member's onboarding steps (server order: members.onboarding_step) and where each one lives. */
import { paths } from '../../config/paths';
import type { MembersOnboardingStep } from '../../lib/schema';

const ONBOARDING_STEPS = [
  'guide',
  'contact',
  'coverage',
  'agreement',
  'information',
  'pending',
  'completed',
] as const satisfies readonly MembersOnboardingStep[];
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** the list above is written out (a type-only tie to the generated schema keeps /login's budget): it must name every value */
const _everyStep: [Exclude<MembersOnboardingStep, OnboardingStep>] extends [never] ? true : false = true;
void _everyStep;

/** The steps a member fills in, each with its screen. */
export const FORM_STEPS = ['guide', 'contact', 'coverage', 'agreement', 'information'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

const FORM_PATHS: Record<FormStep, string> = {
  guide: paths.onboardGuide.path,
  contact: paths.onboardContact.path,
  coverage: paths.onboardCoverage.path,
  agreement: paths.onboardAgreement.path,
  information: paths.onboardInformation.path,
};

export function asStep(value: string | undefined | null): OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? '') ? (value as OnboardingStep) : 'guide';
}

export function stepIndex(step: string): number {
  return ONBOARDING_STEPS.indexOf(asStep(step));
}

/** Where a member at `step` continues (`/auth/onboard` replaces itself with this). */
export function stepPath(step: string, hasCounselor = true): string {
  const s = asStep(step);
  if (s === 'pending') return paths.authPending.path;
  if (s === 'completed') return hasCounselor ? paths.authCompleted.path : paths.authPending.path;
  return FORM_PATHS[s];
}

/** The form step a path belongs to, or null. */
export function stepOfPath(pathname: string): FormStep | null {
  const hit = FORM_STEPS.find((s) => FORM_PATHS[s] === pathname);
  return hit ?? null;
}

/** The step after `step` (information is followed by completed: the server resolves pending). */
export function nextStep(step: FormStep): OnboardingStep {
  return step === 'information' ? 'completed' : (FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? 'completed');
}

export function previousStep(step: FormStep): FormStep | null {
  return FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? null;
}
