import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ONBOARDING_LABELS } from '../api/member-home';
import { HomeSection } from './home-section';

/** What the member should do next: finish onboarding, else add an insurance card; nothing when done. */
export function nextStep(
  onboardingStep: string,
  coverageCount: number,
): { label: string; to: string; cta: string } | null {
  if (onboardingStep && onboardingStep !== 'completed') {
    return {
      label: ONBOARDING_LABELS[onboardingStep] ?? 'Finish setting up',
      to: paths.authOnboard.path,
      cta: 'Continue',
    };
  }
  if (coverageCount === 0) {
    return {
      label: 'Your insurance card is not on file yet.',
      to: paths.coveragesNew.path,
      cta: 'Add your insurance card',
    };
  }
  return null;
}

export function NextStepCard({ onboardingStep, coverageCount }: { onboardingStep: string; coverageCount: number }) {
  const step = nextStep(onboardingStep, coverageCount);
  if (!step) return null;
  return (
    <HomeSection id="home-next-step" title="Next step">
      <Text>{step.label}</Text>
      <Button component={Link} to={step.to} variant="light" w="fit-content">
        {step.cta}
      </Button>
    </HomeSection>
  );
}
