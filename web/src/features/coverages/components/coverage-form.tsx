import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyStoreErrors, formErrorSentence } from '../../../lib/form-errors';
import { useBenefitPlans, type CoverageRecord, type PersonRecord } from '../api/coverage-actions';
import { useSaveCoverage } from '../api/use-save-coverage';
import {
  COVERAGE_STORE_FIELDS,
  coverageInitialValues,
  coverageMode,
  coverageInput,
  coverageRules,
  type CoverageValues,
} from '../lib/coverage-form-values';
import { CardPhotoInputs } from './card-photo-inputs';
import { CoveragePlanFields } from './coverage-plan-fields';
import { DependentsFields } from './dependents-fields';
import { SpentSoFarFields } from './spent-so-far-fields';
import { personName } from '../../../lib/person-name';
import { useT } from '../../../i18n/use-t';

export interface CoverageFormProps {
  /** the signed-in member (the subscriber) */
  self: PersonRecord;
  /** people the coverage can be for: self first, then minors (none: always self) */
  people?: PersonRecord[];
  coverage?: CoverageRecord | null;
  dependents?: PersonRecord[];
  onSaved: (coverage: CoverageRecord) => void;
  /** the buttons (they must include a submit button) */
  actions: (busy: boolean) => ReactNode;
  /** a card photo to start with (e.g. from the document vault) */
  initialFront?: File | null;
}

/** Employer plan or other insurance, card photos front and back, dependents. */
export function CoverageForm({
  self,
  people = [],
  coverage = null,
  dependents = [],
  onSaved,
  actions,
  initialFront = null,
}: CoverageFormProps) {
  const t = useT();
  const plans = useBenefitPlans(self.employer);
  const hasPlans = Boolean(self.employer) && (plans.data?.length ?? 0) > 0;
  const form = useForm<CoverageValues>({
    mode: 'controlled',
    initialValues: coverageInitialValues(self, coverage, initialFront),
    // read on each render: the rules follow the plans once they load
    validate: coverageRules(hasPlans, coverage),
  });
  const mode = coverageMode(hasPlans, form.values);
  const save = useSaveCoverage(self.id, coverage);

  const submit = form.onSubmit((values) => {
    const input = coverageInput(values, { mode, self, people, plans: plans.data ?? [], coverage });
    save.mutate(
      {
        input,
        dependents: values.dependents,
        linkDependents: input.member === self.id,
        onDependentsAdded: () => form.setFieldValue('dependents', []),
      },
      {
        onSuccess: onSaved,
        onError: (err) => applyStoreErrors(form, err, 'saveCoverage', COVERAGE_STORE_FIELDS),
      },
    );
  });
  const failure = formErrorSentence(save.error, 'saveCoverage');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CoveragePlanFields
          form={form}
          self={self}
          people={people}
          editing={coverage !== null}
          plans={plans.data ?? []}
          hasPlans={hasPlans}
          mode={mode}
        />
        <CardPhotoInputs form={form} coverage={coverage} />
        {coverage ? <SpentSoFarFields form={form} coverage={coverage} /> : null}
        {form.values.personId === self.id ? (
          <DependentsFields
            value={form.values.dependents}
            onChange={(next) => form.setFieldValue('dependents', next)}
            existing={dependents.map((p) => personName(p, { fallback: t('reports.unnamed') }))}
          />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {actions(save.isPending)}
      </Stack>
    </form>
  );
}
