import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { personName, type BenefitPlanRecord, type PersonRecord } from '../api/coverage-actions';
import type { CoverageValues } from '../lib/coverage-form-values';
import { COVERAGE_TYPE_OPTIONS, coverageTypeOfPlan, isCoverageType } from '../lib/coverage-types';

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
  return (
    <>
      {people.length > 1 && !editing ? (
        <Select
          label="Who is this coverage for?"
          data={people.map((p) => ({
            value: p.id,
            label: p.id === self.id ? `Me (${personName(p)})` : personName(p),
          }))}
          value={form.values.personId}
          onChange={(v) => form.setFieldValue('personId', v ?? self.id)}
          allowDeselect={false}
        />
      ) : null}
      <Select
        label="Type of coverage"
        description="Medical, dental, vision… one card per plan."
        data={COVERAGE_TYPE_OPTIONS}
        value={form.values.type}
        onChange={(v) => form.setFieldValue('type', isCoverageType(v) ? v : 'medical')}
        allowDeselect={false}
      />
      {hasPlans ? (
        <Radio.Group
          label="Your insurance"
          value={form.values.source}
          onChange={(v) => form.setFieldValue('source', v === 'other' ? 'other' : 'employer')}
        >
          <Group mt="xs">
            <Radio value="employer" label="A plan from my employer" />
            <Radio value="other" label="Other insurance" />
          </Group>
        </Radio.Group>
      ) : null}
      {mode === 'employer' ? (
        <Select
          label="Plan"
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
          <TextInput label="Insurance company" {...form.getInputProps('carrier')} />
          <TextInput label="Plan name" {...form.getInputProps('planName')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Member ID" {...form.getInputProps('memberId')} />
        <TextInput label="Group number" {...form.getInputProps('groupNumber')} />
      </SimpleGrid>
    </>
  );
}
