import { useState } from 'react';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useCreateCircle } from '../api/use-create-circle';
import { personName, type PersonRecord } from '../api/types';

/** "Create circle": whose information it shares (myself or a minor I look after) and its name */
export function CreateCircle({ userId, people }: { userId: string; people: PersonRecord[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateCircle();
  const form = useForm({
    mode: 'controlled',
    initialValues: { person: null as string | null, name: '' },
    validate: { name: (v) => (v.trim() ? null : 'Give the circle a name, for example "Mom\'s care team".') },
  });
  const chosen = form.values.person ?? people[0]?.id ?? null;
  const options = people.map((p) => ({ value: p.id, label: p.user === userId ? `${personName(p)} (you)` : personName(p) }));

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
          form.setFieldError('name', f.name ?? f.member ?? `${errorMessage(err)} Check the details and try again.`);
        },
      },
    );
  });

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!people.length}>
        Create circle
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Create a circle">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {options.length > 1 ? (
              <Select
                label="Whose information does it share?"
                data={options}
                value={chosen}
                onChange={(v) => form.setFieldValue('person', v)}
                allowDeselect={false}
              />
            ) : null}
            <TextInput label="Circle name" placeholder="Mom's care team" {...form.getInputProps('name')} data-autofocus />
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
