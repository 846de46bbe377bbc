import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useAssignees, useSaveTask } from '../api/plans';
import { personName, plainText, type PersonRecord, type TaskRecord } from '../api/types';
import { fromDateInput, fromDateTimeInput, toDateInput, toDateTimeInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { PRIORITY_LABEL, TASK_CATEGORY_LABEL } from '../lib/status';

interface Props {
  /** the person the task is for; when absent, `people` offers a choice (a loose task) */
  member?: PersonRecord;
  people?: PersonRecord[];
  label?: string;
  userId: string;
  isCounselor: boolean;
  planId?: string;
  task?: TaskRecord;
}

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

/** "Add task" / "Edit task": title, details, checklist, due, reminder, assignee, priority, category. */
export function TaskEditButton(props: Props) {
  const [open, setOpen] = useState(false);
  const label = props.label ?? (props.task ? 'Edit task' : 'Add task');
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={label} size="lg">
        {open ? <TaskForm {...props} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function TaskForm({ member: fixed, people = [], userId, isCounselor, planId, task, onDone }: Props & { onDone: () => void }) {
  const save = useSaveTask();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      member: fixed?.id ?? (people.length === 1 ? people[0]!.id : ''),
      title: task?.title ?? '',
      details: plainText(task?.details ?? ''),
      checklist: (task?.checklist ?? []).map((i) => i.text).join('\n'),
      due: toDateInput(task?.due ?? ''),
      remind_at: toDateTimeInput(task?.remind_at ?? ''),
      assignee: task?.assignee ?? '',
      priority: task?.priority || 'normal',
      category: task?.category || 'other',
      waiting_on: task?.waiting_on ?? '',
    },
  });
  const v = form.values;
  // one person to choose from (the people may arrive after the form opened): it is that person
  const chosen = v.member || (people.length === 1 ? people[0]!.id : '');
  const member = fixed ?? people.find((p) => p.id === chosen);
  const assignees = useAssignees(member);
  const pick = (k: 'member' | 'assignee' | 'priority' | 'category', fallback = '') => ({
    value: v[k],
    onChange: (value: string | null) => form.setFieldValue(k, value ?? fallback),
  });

  const submit = form.onSubmit((v) => {
    // one sentence at a time, as before: the person first, then the title
    if (!member) return form.setErrors({ member: 'Choose who this task is for.' });
    if (!v.title.trim()) return form.setErrors({ title: 'Give the task a title.' });
    const before = new Map((task?.checklist ?? []).map((i) => [i.text, i.done]));
    const items = v.checklist
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((text) => ({ text, done: before.get(text) ?? false }));
    const body: Record<string, unknown> = {
      title: v.title.trim(),
      details: v.details,
      checklist: items,
      due: fromDateInput(v.due),
      remind_at: fromDateTimeInput(v.remind_at),
      assignee: v.assignee,
      priority: v.priority,
      category: v.category,
      waiting_on: v.waiting_on.trim(),
    };
    if (!task) Object.assign(body, { member: member.id, plan: planId ?? '', status: 'todo', created_by: userId, source: isCounselor ? 'counselor' : 'member' });
    save.mutate({ id: task?.id, body }, { onSuccess: onDone, onError: (err) => form.setErrors(saveError('task', err).fields) });
  });
  const message = save.error ? saveError('task', save.error).message : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fixed ? null : (
          <Select
            label="Who is this task for?"
            placeholder="Choose a person"
            data={people.map((p) => ({ value: p.id, label: personName(p) }))}
            value={chosen || null}
            onChange={(value) => form.setFieldValue('member', value ?? '')}
            error={form.errors['member']}
            required
          />
        )}
        <TextInput label="Title" {...form.getInputProps('title')} required />
        <Textarea label="Details" {...form.getInputProps('details')} autosize minRows={2} />
        <Textarea
          label="Checklist"
          description="One step per line"
          {...form.getInputProps('checklist')}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Due date" type="date" {...form.getInputProps('due')} />
          <TextInput label="Reminder" type="datetime-local" {...form.getInputProps('remind_at')} />
          <Select label="Priority" data={options(PRIORITY_LABEL)} {...pick('priority', 'normal')} allowDeselect={false} />
          <Select label="Category" data={options(TASK_CATEGORY_LABEL)} {...pick('category', 'other')} allowDeselect={false} />
        </SimpleGrid>
        <TextInput
          label="Waiting on"
          description="A third party this depends on, e.g. the insurer or the clinic"
          {...form.getInputProps('waiting_on')}
        />
        <Select
          label="Assignee"
          data={[
            { value: '', label: 'Not assigned' },
            ...(assignees.data ?? []),
            ...(task?.assignee && !(assignees.data ?? []).some((a) => a.value === task.assignee)
              ? [{ value: task.assignee, label: task.expand?.assignee?.name || 'Current assignee' }]
              : []),
          ]}
          {...pick('assignee')}
          error={form.errors['assignee']}
          allowDeselect={false}
        />
        {message ? (
          <Text role="alert" c="red.9" size="sm">
            {message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save task
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
