import { useState, type FormEvent } from 'react';
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
  const [title, setTitle] = useState(plan.title);
  const [goal, setGoal] = useState(plainText(plan.goal));
  const [category, setCategory] = useState(plan.category || 'general');
  const [target, setTarget] = useState(toDateInput(plan.target_date));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setErrors({ title: 'Give the plan a title.' });
      return;
    }
    setErrors({});
    setMessage(null);
    update.mutate(
      { id: plan.id, body: { title: title.trim(), goal: goal.trim(), category, target_date: fromDateInput(target) } },
      {
        onSuccess: onDone,
        onError: (err) => {
          const problem = saveError('plan', err);
          setErrors(problem.fields);
          setMessage(problem.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors['title']} required />
        <Textarea label="Goal" value={goal} onChange={(e) => setGoal(e.currentTarget.value)} autosize minRows={2} error={errors['goal']} />
        <Select label="Category" data={CATEGORIES} value={category} onChange={(v) => setCategory(v ?? 'general')} allowDeselect={false} />
        <TextInput label="Target date" type="date" value={target} onChange={(e) => setTarget(e.currentTarget.value)} error={errors['target_date']} />
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
