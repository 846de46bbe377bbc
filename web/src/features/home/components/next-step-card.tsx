import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ONBOARDING_LABELS } from '../api/member-home';
import { HomeSection } from './home-section';

/**
 * What the member should do next: finish onboarding; nothing once done (a missing insurance card is
 * already invited by the coverage card on the same screen).
 */
function nextStep(onboardingStep: string): { label: string; to: string; cta: string } | null {
  if (onboardingStep && onboardingStep !== 'completed') {
    return {
      label: ONBOARDING_LABELS[onboardingStep] ?? 'Finish setting up',
      to: paths.authOnboard.path,
      cta: 'Continue',
    };
  }
  return null;
}

export function NextStepCard({ onboardingStep }: { onboardingStep: string }) {
  const step = nextStep(onboardingStep);
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
