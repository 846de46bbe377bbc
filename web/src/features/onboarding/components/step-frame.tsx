import type { ReactNode } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Page } from '../../../components/page';
import { FORM_STEPS, type FormStep } from '../steps';
import { useT } from '../../../i18n/use-t';

export interface StepFrameProps {
  step: FormStep;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One onboarding screen: "Step n of 5", a progress bar, the title and the step's form. */
export function StepFrame({ step, title, description, children }: StepFrameProps) {
  const n = FORM_STEPS.indexOf(step) + 1;
  const t = useT();
  const stepOf = t('onboard.stepOf', { n, total: FORM_STEPS.length });
  return (
    <Stack gap="md" maw={640} w="100%" mx="auto">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {stepOf}
        </Text>
        <Progress value={(100 * n) / FORM_STEPS.length} aria-label={stepOf} size="sm" />
      </Stack>
      <Page title={title} description={description}>
        {children}
      </Page>
    </Stack>
  );
}

export interface StepActionsProps {
  onBack?: () => void;
  busy?: boolean;
  continueLabel?: string;
  extra?: ReactNode;
}

/** Back / Continue at the bottom of a step form (Continue submits the form). */
export function StepActions({ onBack, busy, continueLabel, extra }: StepActionsProps) {
  const t = useT();
  return (
    <Group justify="space-between" mt="md" wrap="wrap-reverse" gap="sm">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('onboard.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {extra}
        <Button type="submit" loading={busy}>
          {continueLabel ?? t('onboard.continue')}
        </Button>
      </Group>
    </Group>
  );
}
