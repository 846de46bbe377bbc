import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type BenefitPlanRecord, type PersonRecord } from '../api/coverage-actions';
import type { CoverageValues } from '../lib/coverage-form-values';
import { coverageTypeOfPlan, coverageTypeOptions, isCoverageType } from '../lib/coverage-types';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** Who the coverage is for, its type, the employer plan or the insurance company, and the card's numbers. */
export function CoveragePlanFields({
  form,
  self,
  people,
  editing,
  plans,
  hasPlans,
  mode,
}: {
  form: UseFormReturnType<CoverageValues>;
  self: PersonRecord;
  people: PersonRecord[];
  editing: boolean;
  plans: BenefitPlanRecord[];
  hasPlans: boolean;
  mode: 'employer' | 'other';
}) {
  const t = useT();
  return (
    <>
      {people.length > 1 && !editing ? (
        <Select
          label={t('coverages.field.who')}
          data={people.map((p) => ({
            value: p.id,
            label: p.id === self.id ? t('reports.form.me', { name: personName(p, { fallback: t('reports.unnamed') }) }) : personName(p, { fallback: t('reports.unnamed') }),
          }))}
          value={form.values.personId}
          onChange={(v) => form.setFieldValue('personId', v ?? self.id)}
          allowDeselect={false}
        />
      ) : null}
      <Select
        label={t('coverages.field.type')}
        description={t('coverages.field.typeHint')}
        data={coverageTypeOptions()}
        value={form.values.type}
        onChange={(v) => form.setFieldValue('type', isCoverageType(v) ? v : 'medical')}
        allowDeselect={false}
      />
      {hasPlans ? (
        <Radio.Group
          label={t('coverages.field.source')}
          value={form.values.source}
          onChange={(v) => form.setFieldValue('source', v === 'other' ? 'other' : 'employer')}
        >
          <Group mt="xs">
            <Radio value="employer" label={t('coverages.field.employerPlan')} />
            <Radio value="other" label={t('coverages.field.otherInsurance')} />
          </Group>
        </Radio.Group>
      ) : null}
      {mode === 'employer' ? (
        <Select
          label={t('circles.sharedView.plan')}
          data={plans.map((p) => ({ value: p.id, label: [p.name, p.carrier].filter(Boolean).join(' · ') }))}
          value={form.values.planId}
          onChange={(id) => {
            form.setFieldValue('planId', id);
            const picked = plans.find((p) => p.id === id);
            if (picked) form.setFieldValue('type', coverageTypeOfPlan(picked.type));
          }}
          error={form.errors.planId}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('coverages.field.carrier')} {...form.getInputProps('carrier')} />
          <TextInput label={t('coverages.field.planName')} {...form.getInputProps('planName')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('coverages.field.memberId')} {...form.getInputProps('memberId')} />
        <TextInput label={t('coverages.field.groupNumber')} {...form.getInputProps('groupNumber')} />
      </SimpleGrid>
    </>
  );
}
