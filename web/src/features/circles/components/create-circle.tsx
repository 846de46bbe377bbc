import { useState } from 'react';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useCreateCircle } from '../api/use-create-circle';
import { type PersonRecord } from '../api/types';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** "Create circle": whose information it shares (myself or a minor I look after) and its name */
export function CreateCircle({ userId, people }: { userId: string; people: PersonRecord[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateCircle();
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { person: null as string | null, name: '' },
    validate: { name: (v) => (v.trim() ? null : t('circles.create.nameMissing')) },
  });
  const chosen = form.values.person ?? people[0]?.id ?? null;
  const options = people.map((p) => ({ value: p.id, label: p.user === userId ? t('circles.you', { name: personName(p, { fallback: t('circles.unnamedPerson'), missing: '' }) }) : personName(p, { fallback: t('circles.unnamedPerson'), missing: '' }) }));

  const submit = form.onSubmit((values) => {
    if (!chosen) return;
    create.mutate(
      { owner: userId, member: chosen, name: values.name },
      {
        onSuccess: (c) => {
          setOpen(false);
          void navigate(paths.circle.href(c.id));
        },
        onError: (err) => {
          const f = fieldErrors(err);
          form.setFieldError('name', f.name ?? f.member ?? t('circles.error.checkDetails', { message: errorMessage(err) }));
        },
      },
    );
  });

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!people.length}>
        {t('circles.create.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('circles.create.title')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {options.length > 1 ? (
              <Select
                label={t('circles.create.whose')}
                data={options}
                value={chosen}
                onChange={(v) => form.setFieldValue('person', v)}
                allowDeselect={false}
              />
            ) : null}
            <TextInput label={t('circles.create.name')} placeholder={t('circles.create.placeholder')} {...form.getInputProps('name')} data-autofocus />
            <Button type="submit" loading={create.isPending}>
              {t('circles.create.submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
