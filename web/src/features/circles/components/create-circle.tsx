import { useState } from 'react';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { circleKeys, createCircle } from '../api/circles';
import { personName, type PersonRecord } from '../api/types';

/** "Create circle": whose information it shares (myself or a minor I look after) and its name */
export function CreateCircle({ userId, people }: { userId: string; people: PersonRecord[] }) {
  const [open, setOpen] = useState(false);
  const [person, setPerson] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chosen = person ?? people[0]?.id ?? null;
  const options = people.map((p) => ({ value: p.id, label: p.user === userId ? `${personName(p)} (you)` : personName(p) }));

  const submit = async () => {
    if (!chosen) return;
    if (!name.trim()) {
      setError('Give the circle a name, for example "Mom\'s care team".');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const c = await createCircle(userId, chosen, name);
      await queryClient.invalidateQueries({ queryKey: circleKeys.all });
      setOpen(false);
      void navigate(paths.circle.href(c.id));
    } catch (err) {
      const f = fieldErrors(err);
      setError(f.name ?? f.member ?? `${errorMessage(err)} Check the details and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!people.length}>
        Create circle
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Create a circle">
        <Stack gap="sm">
          {options.length > 1 ? (
            <Select label="Whose information does it share?" data={options} value={chosen} onChange={setPerson} allowDeselect={false} />
          ) : null}
          <TextInput
            label="Circle name"
            placeholder="Mom's care team"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Button onClick={() => void submit()} loading={busy}>
            Create
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
