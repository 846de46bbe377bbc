import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DependentInput } from '../api/save-coverage';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const RELATIONSHIPS = [
  { value: 'spouse', label: 'coverages.dependent.spouse' },
  { value: 'domestic_partner', label: 'coverages.dependent.domesticPartner' },
  { value: 'child', label: 'coverages.dependent.child' },
  { value: 'other_dependent', label: 'coverages.dependent.other' },
] as const satisfies readonly { value: string; label: MessageId }[];
const relationshipOptions = () => RELATIONSHIPS.map((r) => ({ value: r.value, label: translate(r.label) }));

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
  const t = useT();
  const update = (i: number, patch: Partial<DependentInput>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t('coverages.dependent.title')}
      </Text>
      {existing.length ? (
        <Text size="sm" c="gray.7">
          {t('coverages.dependent.existing', { names: existing.join(', ') })}
        </Text>
      ) : null}
      {value.map((d, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('coverages.dependent.first', { n: i + 1 })}
            value={d.firstName}
            onChange={(e) => update(i, { firstName: e.currentTarget.value })}
            miw={140}
            style={{ flex: 1 }}
          />
          <TextInput
            label={t('coverages.dependent.last', { n: i + 1 })}
            value={d.lastName}
            onChange={(e) => update(i, { lastName: e.currentTarget.value })}
            miw={140}
            style={{ flex: 1 }}
          />
          <TextInput
            type="date"
            label={t('coverages.dependent.dob', { n: i + 1 })}
            value={d.dob}
            onChange={(e) => update(i, { dob: e.currentTarget.value })}
            w={170}
          />
          <Select
            label={t('coverages.dependent.relationship', { n: i + 1 })}
            data={relationshipOptions()}
            value={d.relationship}
            allowDeselect={false}
            onChange={(r) => update(i, { relationship: (r ?? 'child') as DependentInput['relationship'] })}
            w={170}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('coverages.dependent.remove', { n: i + 1 })}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...value, emptyDependent()])}>
        {t('coverages.dependent.add')}
      </Button>
    </Stack>
  );
}
