import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreatePlan } from '../api/use-create-plan';
import { dayInput, useTemplates, type PlanTemplate } from '../api/templates';
import { type PersonRecord } from '../api/types';
import { fromDateInput } from '../lib/dates';
import { saveError } from '../lib/plan-errors';
import { useT } from '../../../i18n/use-t';
import { planCategoryOptions } from '../lib/status';
import { plansCategoryValues } from '../../../lib/schema';
import { personName } from '../../../lib/person-name';

interface Props {
  userId: string;
  isCounselor: boolean;
  people: PersonRecord[];
  /** preselected person (member 360) */
  memberId?: string;
  /** preselected template id */
  template?: string;
}

/** "New plan" as a button and a modal form: blank or from a template; a counselor's plan starts as a draft, a member's own plan starts active. */
export function NewPlanButton(props: Props & { label?: string; variant?: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant={props.variant ?? 'filled'} onClick={() => setOpen(true)}>
        {props.label ?? t('plans.newPlan')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('plans.newPlan')} size="lg">
        {open ? <NewPlanForm {...props} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function NewPlanForm({ userId, isCounselor, people, memberId, template: initialTemplate, onDone }: Props & { onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePlan();
  const templates = useTemplates();
  const t = useT();
  const findTemplate = (id: string): PlanTemplate | undefined => (templates.data ?? []).find((tpl) => tpl.id === id);
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
      member: (v) => (v ? null : t('plans.choosePlanPerson')),
      title: (v) => (v.trim() ? null : t('plans.planTitleRequired')),
    },
  });
  const { template } = form.values;

  const pickTemplate = (id: string | null) => {
    const tpl = findTemplate(id ?? '');
    form.setFieldValue('template', tpl?.id ?? '');
    if (tpl) form.setValues({ title: tpl.title, goal: tpl.goal, category: tpl.category, target: dayInput(new Date(), tpl.targetInDays) });
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
            ? t('plans.draftNote')
            : t('plans.ownNote')}
        </Text>
        {memberId ? null : (
          <Select
            label={t('plans.whoPlanFor')}
            placeholder={t('plans.choosePerson')}
            data={people.map((p) => ({ value: p.id, label: personName(p, { missing: '' }) }))}
            value={form.values.member || null}
            onChange={(v) => form.setFieldValue('member', v ?? '')}
            error={form.errors['member']}
            required
            searchable
          />
        )}
        <Select
          label={t('plans.startFrom')}
          data={[
            { value: '', label: t('plans.blankPlan') },
            ...(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: t('plans.templateName', { title: tpl.title }) })),
          ]}
          value={template}
          onChange={pickTemplate}
          allowDeselect={false}
        />
        {template ? (
          <Text size="sm" c="gray.7">
            {t('plans.templateAdds', { count: findTemplate(template)?.tasks.length ?? 0 })}
          </Text>
        ) : null}
        <TextInput label={t('plans.titleLabel')} {...form.getInputProps('title')} required />
        <Textarea label={t('plans.goal')} {...form.getInputProps('goal')} autosize minRows={2} />
        <Select
          label={t('plans.category')}
          data={planCategoryOptions()}
          value={form.values.category}
          onChange={(v) => form.setFieldValue('category', plansCategoryValues.find((c) => c === v) ?? 'general')}
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
          <Button type="submit" loading={create.isPending}>
            {t('plans.createPlan')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
