import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DependentInput } from '../api/save-coverage';

const RELATIONSHIPS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'domestic_partner', label: 'Domestic partner' },
  { value: 'child', label: 'Child' },
  { value: 'other_dependent', label: 'Other dependent' },
];

const emptyDependent = (): DependentInput => ({ firstName: '', lastName: '', relationship: 'child', dob: '' });

/** People to add to the plan as dependents. `existing` lists the ones already on it. */
export function DependentsFields({
  value,
  onChange,
  existing,
}: {
  value: DependentInput[];
  onChange: (next: DependentInput[]) => void;
  existing: string[];
}) {
  const update = (i: number, patch: Partial<DependentInput>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        Dependents on this plan
      </Text>
      {existing.length ? (
        <Text size="sm" c="gray.7">
          Already on your plan: {existing.join(', ')}
        </Text>
      ) : null}
      {value.map((d, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={`Dependent ${i + 1} first name`}
            value={d.firstName}
            onChange={(e) => update(i, { firstName: e.currentTarget.value })}
            miw={140}
            style={{ flex: 1 }}
          />
          <TextInput
            label={`Dependent ${i + 1} last name`}
            value={d.lastName}
            onChange={(e) => update(i, { lastName: e.currentTarget.value })}
            miw={140}
            style={{ flex: 1 }}
          />
          <TextInput
            type="date"
            label={`Dependent ${i + 1} date of birth`}
            value={d.dob}
            onChange={(e) => update(i, { dob: e.currentTarget.value })}
            w={170}
          />
          <Select
            label={`Dependent ${i + 1} relationship`}
            data={RELATIONSHIPS}
            value={d.relationship}
            allowDeselect={false}
            onChange={(r) => update(i, { relationship: (r ?? 'child') as DependentInput['relationship'] })}
            w={170}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove dependent ${i + 1}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...value, emptyDependent()])}>
        Add a dependent
      </Button>
    </Stack>
  );
}
