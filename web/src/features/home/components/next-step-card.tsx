import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { HomeSection } from './home-section';

const STEP_LABELS: Readonly<Record<string, MessageId>> = {
  guide: 'home.step.guide',
  contact: 'home.step.contact',
  coverage: 'home.step.coverage',
  agreement: 'home.step.agreement',
  information: 'home.step.information',
  pending: 'home.step.pending',
};

/**
 * What the member should do next: finish onboarding; nothing once done (a missing insurance card is
 * already invited by the coverage card on the same screen).
 */
function nextStep(onboardingStep: string): { label: MessageId; to: string; cta: MessageId } | null {
  if (onboardingStep && onboardingStep !== 'completed') {
    return {
      label: STEP_LABELS[onboardingStep] ?? 'home.step.finish',
      to: paths.authOnboard.path,
      cta: 'home.continue',
    };
  }
  return null;
}

export function NextStepCard({ onboardingStep }: { onboardingStep: string }) {
  const t = useT();
  const step = nextStep(onboardingStep);
  if (!step) return null;
  return (
    <HomeSection id="home-next-step" title={t('home.nextStep')}>
      <Text>{t(step.label)}</Text>
      <Button component={Link} to={step.to} variant="light" w="fit-content">
        {t(step.cta)}
      </Button>
    </HomeSection>
  );
}
