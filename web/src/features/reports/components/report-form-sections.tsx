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
import { type PersonRef } from '../api/report-types';
import { useCoverages } from '../api/reports-api';
import { KINDS, needsAmounts } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

export type ReportFormType = UseFormReturnType<DraftInput>;

export function KindSection({ form }: { form: ReportFormType }) {
  const t = useT();
  return (
    <Paper withBorder p="md" component="fieldset" style={{ border: undefined }}>
      <Radio.Group
        label={
          <Title order={2} fz="lg">
            {t('reports.form.kindTitle')}
          </Title>
        }
        {...form.getInputProps('kind')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {KINDS.map((k) => (
            <Radio key={k.value} value={k.value} label={t(k.label)} description={t(k.hint)} />
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
  const t = useT();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('reports.form.detailsTitle')}
        </Title>
        <TextInput
          label={t('reports.form.title')}
          description={t('reports.form.titleHint')}
          {...form.getInputProps('title')}
          maxLength={200}
        />
        <Textarea
          label={t('reports.form.whatHappened')}
          description={t('reports.form.whatHappenedHint')}
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        {needsAmounts(form.values.kind) ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('reports.form.provider')} {...form.getInputProps('provider_name')} />
            <TextInput label={t('reports.form.serviceDate')} type="date" {...form.getInputProps('service_date')} />
            <NumberInput label={t('reports.form.amountBilled')} prefix="$" min={0} decimalScale={2} thousandSeparator="," {...amount(form, 'amount_billed')} />
            <NumberInput
              label={t('reports.form.amountExpected')}
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...amount(form, 'amount_expected')}
            />
          </SimpleGrid>
        ) : null}
        <Checkbox
          label={t('reports.form.urgent')}
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
  const t = useT();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('reports.form.whoTitle')}
        </Title>
        {people.length > 1 ? (
          <Radio.Group
            label={t('reports.form.who')}
            value={memberId}
            onChange={(v) => form.setValues({ member: v, coverage: '' })}
            error={form.errors['member']}
            data-path="member"
          >
            <Stack gap={6} mt={4}>
              {people.map((p) => (
                <Radio key={p.id} value={p.id} label={p.user === userId ? t('reports.form.me', { name: personName(p, { fallback: t('reports.unnamed') }) }) : personName(p, { fallback: t('reports.unnamed') })} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">
            {self ? t('reports.form.aboutYouNamed', { name: personName(self, { fallback: t('reports.unnamed') }) }) : t('reports.form.aboutYou')}
          </Text>
        )}
        <Select
          label={t('reports.form.coverage')}
          placeholder={t('reports.form.notSure')}
          clearable
          data={(coverages.data ?? []).map((c) => ({
            value: c.id,
            label: [c.carrier, c.plan_name, c.type].filter(Boolean).join(' · ') || t('reports.form.coverage'),
          }))}
          value={form.values.coverage || null}
          onChange={(v) => form.setFieldValue('coverage', v ?? '')}
          error={form.errors['coverage']}
        />
      </Stack>
    </Paper>
  );
}
