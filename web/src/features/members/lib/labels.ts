/** Human labels for member fields shown in lists and cards. */
const STEP: Record<string, string> = {
  guide: 'Onboarding: tour',
  contact: 'Onboarding: contact',
  coverage: 'Onboarding: coverage',
  agreement: 'Onboarding: agreements',
  information: 'Onboarding: information',
  pending: 'Pending match',
  completed: 'Onboarding complete',
};

export function onboardingLabel(step: string, status: string): string {
  if (status === 'invited') return 'Invited';
  if (status === 'inactive') return 'Inactive';
  return STEP[step] ?? 'Not started';
}

export function memberName(m: { first_name: string; last_name: string }): string {
  return `${m.first_name} ${m.last_name}`.trim() || 'Unnamed member';
}

export function humanize(value: string): string {
  const s = value.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
