/** The sections of the filing flow (report-form.tsx): what it is about, what happened, who and which coverage. */
import {
  Checkbox,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DraftInput } from '../api/report-actions';
import { personName, type PersonRef } from '../api/report-types';
import { useCoverages } from '../api/reports-api';
import { KINDS, needsAmounts } from '../lib/labels';

export type ReportFormType = UseFormReturnType<DraftInput>;

export function KindSection({ form }: { form: ReportFormType }) {
  return (
    <Paper withBorder p="md" component="fieldset" style={{ border: undefined }}>
      <Radio.Group
        label={
          <Title order={2} fz="lg">
            1. What is this about?
          </Title>
        }
        {...form.getInputProps('kind')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {KINDS.map((k) => (
            <Radio key={k.value} value={k.value} label={k.label} description={k.hint} />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Paper>
  );
}

const amount = (form: ReportFormType, field: 'amount_billed' | 'amount_expected') => ({
  value: form.values[field],
  onChange: (v: number | string) => form.setFieldValue(field, typeof v === 'number' ? v : ''),
});

export function DetailsSection({ form }: { form: ReportFormType }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          2. Tell us what happened
        </Title>
        <TextInput
          label="Title"
          description="A few words, for example “ER bill from March”."
          {...form.getInputProps('title')}
          maxLength={200}
        />
        <Textarea
          label="What happened?"
          description="What you expected, what you got, and anything you were told."
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        {needsAmounts(form.values.kind) ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Provider or pharmacy" {...form.getInputProps('provider_name')} />
            <TextInput label="Date of service" type="date" {...form.getInputProps('service_date')} />
            <NumberInput label="Amount billed" prefix="$" min={0} decimalScale={2} thousandSeparator="," {...amount(form, 'amount_billed')} />
            <NumberInput
              label="Amount you expected to pay"
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...amount(form, 'amount_expected')}
            />
          </SimpleGrid>
        ) : null}
        <Checkbox
          label="This is urgent (for example a bill due in days or care I need now)"
          checked={form.values.priority === 'urgent'}
          onChange={(e) => form.setFieldValue('priority', e.currentTarget.checked ? 'urgent' : 'normal')}
        />
      </Stack>
    </Paper>
  );
}

export function WhoSection({
  form,
  people,
  self,
  memberId,
  userId,
}: {
  form: ReportFormType;
  people: PersonRef[];
  self: PersonRef | null;
  memberId: string;
  userId: string;
}) {
  const coverages = useCoverages(memberId);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          3. Who and which coverage
        </Title>
        {people.length > 1 ? (
          <Radio.Group
            label="Who is this about?"
            value={memberId}
            onChange={(v) => form.setValues({ member: v, coverage: '' })}
            error={form.errors['member']}
            data-path="member"
          >
            <Stack gap={6} mt={4}>
              {people.map((p) => (
                <Radio key={p.id} value={p.id} label={p.user === userId ? `Me (${personName(p)})` : personName(p)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">This report is about you{self ? ` (${personName(self)})` : ''}.</Text>
        )}
        <Select
          label="Coverage"
          placeholder="Not sure"
          clearable
          data={(coverages.data ?? []).map((c) => ({
            value: c.id,
            label: [c.carrier, c.plan_name, c.type].filter(Boolean).join(' · ') || 'Coverage',
          }))}
          value={form.values.coverage || null}
          onChange={(v) => form.setFieldValue('coverage', v ?? '')}
          error={form.errors['coverage']}
        />
      </Stack>
    </Paper>
  );
}
