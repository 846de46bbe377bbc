import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { createPlan, useInvalidatePlans } from '../api/plans';
import { dayInput, useTemplates, type PlanTemplate } from '../api/templates';
import { personName, type PersonRecord } from '../api/types';
import { fromDateInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { PLAN_CATEGORY_LABEL } from '../lib/status';

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
  const refresh = useInvalidatePlans();
  const templates = useTemplates();
  const findTemplate = (id: string): PlanTemplate | undefined => (templates.data ?? []).find((t) => t.id === id);
  const first = findTemplate(initialTemplate ?? '');
  const [member, setMember] = useState(memberId ?? (people.length === 1 ? people[0]!.id : ''));
  const [template, setTemplate] = useState(first?.id ?? '');
  const [title, setTitle] = useState(first?.title ?? '');
  const [goal, setGoal] = useState(first?.goal ?? '');
  const [category, setCategory] = useState(first?.category ?? 'general');
  const [target, setTarget] = useState(first ? dayInput(new Date(), first.targetInDays) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pickTemplate = (id: string | null) => {
    const t = findTemplate(id ?? '');
    setTemplate(t?.id ?? '');
    if (t) {
      setTitle(t.title);
      setGoal(t.goal);
      setCategory(t.category);
      setTarget(dayInput(new Date(), t.targetInDays));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!member) next['member'] = 'Choose who this plan is for.';
    if (!title.trim()) next['title'] = 'Give the plan a title.';
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const plan = await createPlan({
        member,
        title: title.trim(),
        goal: goal.trim(),
        category,
        target_date: fromDateInput(target),
        template,
        status: isCounselor ? 'draft' : 'active',
        createdBy: userId,
      });
      refresh();
      onDone();
      void navigate(paths.plan.href(plan.id));
    } catch (err) {
      const problem = saveError('plan', err);
      setErrors(problem.fields);
      setMessage(problem.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
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
            value={member || null}
            onChange={(v) => setMember(v ?? '')}
            error={errors['member']}
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
          <Button type="submit" loading={busy}>
            Create plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
