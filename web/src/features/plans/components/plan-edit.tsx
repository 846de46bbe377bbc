import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useUpdatePlan } from '../api/plans';
import { plainText, type PlanRecord } from '../api/types';
import { fromDateInput, toDateInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { PLAN_CATEGORY_LABEL } from '../lib/status';

const CATEGORIES = Object.entries(PLAN_CATEGORY_LABEL).map(([value, label]) => ({ value, label }));

/** "Edit plan": title, goal, category, target date (the status moves through its own buttons). */
export function PlanEditButton({ plan }: { plan: PlanRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Edit plan
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Edit plan" size="lg">
        {open ? <PlanEditForm plan={plan} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function PlanEditForm({ plan, onDone }: { plan: PlanRecord; onDone: () => void }) {
  const update = useUpdatePlan();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: plan.title,
      goal: plainText(plan.goal),
      category: plan.category || 'general',
      target: toDateInput(plan.target_date),
    },
    validate: { title: (v) => (v.trim() ? null : 'Give the plan a title.') },
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
        <TextInput label="Title" {...form.getInputProps('title')} required />
        <Textarea label="Goal" {...form.getInputProps('goal')} autosize minRows={2} />
        <Select
          label="Category"
          data={CATEGORIES}
          value={form.values.category}
          onChange={(v) => form.setFieldValue('category', v ?? 'general')}
          allowDeselect={false}
        />
        <TextInput label="Target date" type="date" {...form.getInputProps('target')} error={form.errors['target'] ?? form.errors['target_date']} />
        {message ? (
          <Text role="alert" c="red.9" size="sm">
            {message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
