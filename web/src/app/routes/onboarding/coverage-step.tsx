import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useMyCoverages, usePeople, type PersonRecord } from '../../../features/coverages/api/coverage-actions';
import { CoverageForm } from '../../../features/coverages/components/coverage-form';
import { useCompleteStep } from '../../../features/onboarding/api/use-complete-step';
import { StepActions, StepFrame } from '../../../features/onboarding/components/step-frame';
import { errorMessage } from '../../../lib/api-errors';
import { useStep } from './use-step';
import { useT } from '../../../i18n/use-t';

/** Onboarding step 3: the coverage form of features/coverages inside the onboarding frame. */
export function CoverageStep() {
  const t = useT();
  const { user, member, onBack, onSaved } = useStep('coverage');
  const userId = user?.id ?? '';
  const coverages = useMyCoverages(userId);
  const people = usePeople(userId);
  const complete = useCompleteStep('coverage');
  const [later, setLater] = useState(false);
  const m = member.data;
  const own = coverages.data?.find((c) => c.member === m?.id) ?? null;
  const dependents = (people.data ?? []).filter((p) => p.id !== m?.id);

  const advance = () => {
    if (m) complete.mutate(m, { onSuccess: onSaved, onSettled: () => setLater(false) });
  };
  // "I'll do it later": moving on without a coverage leaves an "Add your insurance card" task (server)
  const skip = () => {
    if (!m) return;
    setLater(true);
    advance();
  };
  const failure = complete.isError ? errorMessage(complete.error, 'saveOnboarding') : null;
  const error = member.error ?? coverages.error ?? people.error;
  return (
    <StepFrame
      step="coverage"
      title={t('onboard.coverageTitle')}
      description={t('onboard.coverageDescription')}
    >
      <QueryState
        isPending={member.isPending || coverages.isPending || people.isPending}
        errorMessage={error ? errorMessage(error) : null}
        onRetry={() => void Promise.all([member.refetch(), coverages.refetch(), people.refetch()])}
      >
        {m ? (
          <>
            <CoverageForm
              self={m as unknown as PersonRecord}
              coverage={own}
              dependents={dependents}
              onSaved={advance}
              actions={(busy) => (
                <StepActions
                  onBack={onBack}
                  busy={busy || complete.isPending}
                  extra={
                    <Button variant="subtle" onClick={skip} loading={later && complete.isPending} disabled={busy}>
                      {t('onboard.later')}
                    </Button>
                  }
                />
              )}
            />
            {failure ? (
              <Alert color="red" role="alert" mt="sm">
                {failure}
              </Alert>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </StepFrame>
  );
}
