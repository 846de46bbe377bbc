import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useUpdatePlan } from '../api/plans';
import { type PlanRecord } from '../api/types';
import { htmlToText } from '../../../lib/html-text';
import { fromDateInput, toDateInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { useT } from '../../../i18n/use-t';
import { planCategoryOptions } from '../lib/status';

/** "Edit plan": title, goal, category, target date (the status moves through its own buttons). */
export function PlanEditButton({ plan }: { plan: PlanRecord }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('plans.editPlan')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('plans.editPlan')} size="lg">
        {open ? <PlanEditForm plan={plan} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function PlanEditForm({ plan, onDone }: { plan: PlanRecord; onDone: () => void }) {
  const update = useUpdatePlan();
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: plan.title,
      goal: htmlToText(plan.goal),
      category: plan.category || 'general',
      target: toDateInput(plan.target_date),
    },
    validate: { title: (v) => (v.trim() ? null : t('plans.planTitleRequired')) },
  });
  const submit = form.onSubmit(
    (v) =>
      update.mutate(
        { id: plan.id, body: { title: v.title.trim(), goal: v.goal.trim(), category: v.category, target_date: fromDateInput(v.target) } },
        { onSuccess: onDone, onError: (err) => form.setErrors(saveError('plan', err).fields) },
      ),
    () => update.reset(),
  );
  const message = update.error ? saveError('plan', update.error).message : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('plans.titleLabel')} {...form.getInputProps('title')} required />
        <Textarea label={t('plans.goal')} {...form.getInputProps('goal')} autosize minRows={2} />
        <Select
          label={t('plans.category')}
          data={planCategoryOptions()}
          value={form.values.category}
          onChange={(v) => form.setFieldValue('category', v ?? 'general')}
          allowDeselect={false}
        />
        <TextInput label={t('plans.targetDate')} type="date" {...form.getInputProps('target')} error={form.errors['target'] ?? form.errors['target_date']} />
        {message ? (
          <Text role="alert" c="red.9" size="sm">
            {message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('plans.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('plans.savePlan')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
