import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreatePlan } from '../api/use-create-plan';
import { dayInput, useTemplates, type PlanTemplate } from '../api/templates';
import { personName, type PersonRecord } from '../api/types';
import { fromDateInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { PLAN_CATEGORY_LABEL } from '../lib/status';
import { plansCategoryValues } from '../../../lib/schema';

interface Props {
  userId: string;
  isCounselor: boolean;
  people: PersonRecord[];
  /** preselected person (member 360) */
  memberId?: string;
  /** preselected template id */
  template?: string;
}

const CATEGORIES = Object.entries(PLAN_CATEGORY_LABEL).map(([value, label]) => ({ value, label }));

/** "New plan" as a button and a modal form: blank or from a template; a counselor's plan starts as a draft, a member's own plan starts active. */
export function NewPlanButton(props: Props & { label?: string; variant?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={props.variant ?? 'filled'} onClick={() => setOpen(true)}>
        {props.label ?? 'New plan'}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="New plan" size="lg">
        {open ? <NewPlanForm {...props} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function NewPlanForm({ userId, isCounselor, people, memberId, template: initialTemplate, onDone }: Props & { onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePlan();
  const templates = useTemplates();
  const findTemplate = (id: string): PlanTemplate | undefined => (templates.data ?? []).find((t) => t.id === id);
  const first = findTemplate(initialTemplate ?? '');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      member: memberId ?? (people.length === 1 ? people[0]!.id : ''),
      template: first?.id ?? '',
      title: first?.title ?? '',
      goal: first?.goal ?? '',
      category: first?.category ?? 'general',
      target: first ? dayInput(new Date(), first.targetInDays) : '',
    },
    validate: {
      member: (v) => (v ? null : 'Choose who this plan is for.'),
      title: (v) => (v.trim() ? null : 'Give the plan a title.'),
    },
  });
  const { template } = form.values;

  const pickTemplate = (id: string | null) => {
    const t = findTemplate(id ?? '');
    form.setFieldValue('template', t?.id ?? '');
    if (t) form.setValues({ title: t.title, goal: t.goal, category: t.category, target: dayInput(new Date(), t.targetInDays) });
  };

  const submit = form.onSubmit(
    (v) =>
      create.mutate(
        {
          member: v.member,
          title: v.title.trim(),
          goal: v.goal.trim(),
          category: v.category,
          target_date: fromDateInput(v.target),
          template: v.template,
          status: isCounselor ? 'draft' : 'active',
          createdBy: userId,
        },
        {
          onSuccess: (plan) => {
            onDone();
            void navigate(paths.plan.href(plan.id));
          },
          onError: (err) => form.setErrors(saveError('plan', err).fields),
        },
      ),
    () => create.reset(),
  );
  const message = create.error ? saveError('plan', create.error).message : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {isCounselor
            ? 'The plan starts as a draft only you can see. Propose it when it is ready.'
            : 'Your own plan starts right away. Your counselor can see it.'}
        </Text>
        {memberId ? null : (
          <Select
            label="Who is this plan for?"
            placeholder="Choose a person"
            data={people.map((p) => ({ value: p.id, label: personName(p) }))}
            value={form.values.member || null}
            onChange={(v) => form.setFieldValue('member', v ?? '')}
            error={form.errors['member']}
            required
            searchable
          />
        )}
        <Select
          label="Start from"
          data={[{ value: '', label: 'Blank plan' }, ...(templates.data ?? []).map((t) => ({ value: t.id, label: `Template: ${t.title}` }))]}
          value={template}
          onChange={pickTemplate}
          allowDeselect={false}
        />
        {template ? (
          <Text size="sm" c="gray.7">
            {`This template adds ${findTemplate(template)?.tasks.length ?? 0} tasks with due dates.`}
          </Text>
        ) : null}
        <TextInput label="Title" {...form.getInputProps('title')} required />
        <Textarea label="Goal" {...form.getInputProps('goal')} autosize minRows={2} />
        <Select
          label="Category"
          data={CATEGORIES}
          value={form.values.category}
          onChange={(v) => form.setFieldValue('category', plansCategoryValues.find((c) => c === v) ?? 'general')}
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
          <Button type="submit" loading={create.isPending}>
            Create plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
