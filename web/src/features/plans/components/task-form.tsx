import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useAssignees, useSaveTask } from '../api/plans';
import { type PersonRecord, type TaskRecord } from '../api/types';
import { htmlToText } from '../../../lib/html-text';
import { fromDateInput, fromDateTimeInput, toDateInput, toDateTimeInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { useT } from '../../../i18n/use-t';
import { priorityOptions, taskCategoryOptions } from '../lib/status';
import { personName } from '../../../lib/person-name';

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

/** "Add task" / "Edit task": title, details, checklist, due, reminder, assignee, priority, category. */
export function TaskEditButton(props: Props) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const label = props.label ?? (props.task ? t('plans.editTask') : t('plans.addTask'));
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
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      member: fixed?.id ?? (people.length === 1 ? people[0]!.id : ''),
      title: task?.title ?? '',
      details: htmlToText(task?.details ?? ''),
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
    if (!member) return form.setErrors({ member: t('plans.chooseTaskPerson') });
    if (!v.title.trim()) return form.setErrors({ title: t('plans.taskTitleRequired') });
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
            label={t('plans.whoTaskFor')}
            placeholder={t('plans.choosePerson')}
            data={people.map((p) => ({ value: p.id, label: personName(p, { missing: '' }) }))}
            value={chosen || null}
            onChange={(value) => form.setFieldValue('member', value ?? '')}
            error={form.errors['member']}
            required
          />
        )}
        <TextInput label={t('plans.titleLabel')} {...form.getInputProps('title')} required />
        <Textarea label={t('plans.details')} {...form.getInputProps('details')} autosize minRows={2} />
        <Textarea
          label={t('plans.checklist')}
          description={t('plans.checklistHint')}
          {...form.getInputProps('checklist')}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('plans.dueDate')} type="date" {...form.getInputProps('due')} />
          <TextInput label={t('plans.reminder')} type="datetime-local" {...form.getInputProps('remind_at')} />
          <Select label={t('plans.priority')} data={priorityOptions()} {...pick('priority', 'normal')} allowDeselect={false} />
          <Select label={t('plans.category')} data={taskCategoryOptions()} {...pick('category', 'other')} allowDeselect={false} />
        </SimpleGrid>
        <TextInput
          label={t('plans.waitingOn')}
          description={t('plans.waitingOnHint')}
          {...form.getInputProps('waiting_on')}
        />
        <Select
          label={t('plans.assignee')}
          data={[
            { value: '', label: t('plans.notAssigned') },
            ...(assignees.data ?? []),
            ...(task?.assignee && !(assignees.data ?? []).some((a) => a.value === task.assignee)
              ? [{ value: task.assignee, label: task.expand?.assignee?.name || t('plans.currentAssignee') }]
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
            {t('plans.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('plans.saveTask')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
