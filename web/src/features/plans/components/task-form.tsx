import { useState, type FormEvent } from 'react';
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
  const [personId, setPersonId] = useState(fixed?.id ?? (people.length === 1 ? people[0]!.id : ''));
  const member = fixed ?? people.find((p) => p.id === personId);
  const assignees = useAssignees(member);
  const [title, setTitle] = useState(task?.title ?? '');
  const [details, setDetails] = useState(plainText(task?.details ?? ''));
  const [checklist, setChecklist] = useState((task?.checklist ?? []).map((i) => i.text).join('\n'));
  const [due, setDue] = useState(toDateInput(task?.due ?? ''));
  const [remind, setRemind] = useState(toDateTimeInput(task?.remind_at ?? ''));
  const [assignee, setAssignee] = useState(task?.assignee ?? '');
  const [priority, setPriority] = useState(task?.priority || 'normal');
  const [category, setCategory] = useState(task?.category || 'other');
  const [waitingOn, setWaitingOn] = useState(task?.waiting_on ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !member) {
      setErrors(member ? { title: 'Give the task a title.' } : { member: 'Choose who this task is for.' });
      return;
    }
    const before = new Map((task?.checklist ?? []).map((i) => [i.text, i.done]));
    const items = checklist
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((text) => ({ text, done: before.get(text) ?? false }));
    const body: Record<string, unknown> = {
      title: title.trim(),
      details,
      checklist: items,
      due: fromDateInput(due),
      remind_at: fromDateTimeInput(remind),
      assignee,
      priority,
      category,
      waiting_on: waitingOn.trim(),
    };
    if (!task) Object.assign(body, { member: member.id, plan: planId ?? '', status: 'todo', created_by: userId, source: isCounselor ? 'counselor' : 'member' });
    setErrors({});
    setMessage(null);
    save.mutate(
      { id: task?.id, body },
      {
        onSuccess: onDone,
        onError: (err) => {
          const problem = saveError('task', err);
          setErrors(problem.fields);
          setMessage(problem.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fixed ? null : (
          <Select
            label="Who is this task for?"
            placeholder="Choose a person"
            data={people.map((p) => ({ value: p.id, label: personName(p) }))}
            value={personId || null}
            onChange={(v) => setPersonId(v ?? '')}
            error={errors['member']}
            required
          />
        )}
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors['title']} required />
        <Textarea label="Details" value={details} onChange={(e) => setDetails(e.currentTarget.value)} autosize minRows={2} error={errors['details']} />
        <Textarea
          label="Checklist"
          description="One step per line"
          value={checklist}
          onChange={(e) => setChecklist(e.currentTarget.value)}
          autosize
          minRows={2}
          error={errors['checklist']}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Due date" type="date" value={due} onChange={(e) => setDue(e.currentTarget.value)} error={errors['due']} />
          <TextInput label="Reminder" type="datetime-local" value={remind} onChange={(e) => setRemind(e.currentTarget.value)} error={errors['remind_at']} />
          <Select label="Priority" data={options(PRIORITY_LABEL)} value={priority} onChange={(v) => setPriority(v ?? 'normal')} allowDeselect={false} />
          <Select label="Category" data={options(TASK_CATEGORY_LABEL)} value={category} onChange={(v) => setCategory(v ?? 'other')} allowDeselect={false} />
        </SimpleGrid>
        <TextInput
          label="Waiting on"
          description="A third party this depends on, e.g. the insurer or the clinic"
          value={waitingOn}
          onChange={(e) => setWaitingOn(e.currentTarget.value)}
          error={errors['waiting_on']}
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
          value={assignee}
          onChange={(v) => setAssignee(v ?? '')}
          error={errors['assignee']}
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
