import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useAvailabilityMutations } from '../api/availability-api';
import type { AvailabilityRow } from '../api/types';
import { formatDay } from '../lib/time';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Date overrides (different hours on a date) and blocks (time off, whole day or part of it). */
export function DateOverrides({
  counselorId,
  rows,
  timezone,
}: {
  counselorId: string;
  rows: AvailabilityRow[];
  timezone: string;
}) {
  const { create, remove } = useAvailabilityMutations(counselorId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { kind: 'block' as AvailabilityRow['kind'], date: '', start: '', end: '', note: '' },
  });
  const { kind, date, start, end } = form.values;
  const t = useT();
  const dated = rows.filter((r) => r.kind !== 'weekly').sort((a, b) => a.date.localeCompare(b.date));
  const needsTimes = kind === 'override';
  const invalid = !date || (needsTimes && (!start || !end)) || !!start !== !!end || (!!start && start >= end);
  const add = () =>
    create.mutate(
      {
        kind,
        date: `${date} 00:00:00.000Z`,
        start_time: start,
        end_time: end,
        note: form.values.note.trim(),
        timezone,
        weekdays: [],
      },
      {
        onSuccess: () => form.setValues({ date: '', start: '', end: '', note: '' }),
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dates-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="dates-title">
          {t('appointments.datesTitle')}
        </Title>
        {dated.length === 0 ? (
          <Text c="gray.7">{t('appointments.noDateChanges')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={list}>
            {dated.map((r) => {
              const day = formatDay(r.date.slice(0, 10));
              const what =
                r.kind === 'block'
                  ? r.start_time
                    ? t('appointments.timeOffRange', { start: r.start_time, end: r.end_time })
                    : t('appointments.timeOffAllDay')
                  : t('appointments.hoursRange', { start: r.start_time, end: r.end_time });
              return (
                <li key={r.id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text>
                      {r.note
                        ? t('appointments.dateChangeNote', { day, what, note: r.note })
                        : t('appointments.dateChange', { day, what })}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t('appointments.removeDateChange', { day, what })}
                      onClick={() => remove.mutate(r.id)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('appointments.change')}
            data={[
              { value: 'block', label: t('appointments.timeOff') },
              { value: 'override', label: t('appointments.differentHours') },
            ]}
            value={kind}
            onChange={(v) => form.setFieldValue('kind', v === 'override' ? 'override' : 'block')}
            allowDeselect={false}
          />
          <TextInput type="date" label={t('appointments.date')} {...form.getInputProps('date')} />
          <TextInput
            type="time"
            label={needsTimes ? t('appointments.from') : t('appointments.fromAllDay')}
            {...form.getInputProps('start')}
          />
          <TextInput
            type="time"
            label={needsTimes ? t('appointments.until') : t('appointments.untilAllDay')}
            {...form.getInputProps('end')}
          />
        </SimpleGrid>
        <TextInput
          label={t('appointments.noteOnlyYou')}
          {...form.getInputProps('note')}
          maxLength={200}
        />
        {create.error || remove.error ? (
          <Alert color="red" role="alert">
            {errorMessage(create.error ?? remove.error)}
          </Alert>
        ) : null}
        <Button w="fit-content" disabled={invalid} loading={create.isPending} onClick={add}>
          {t('appointments.addDateChange')}
        </Button>
      </Stack>
    </Paper>
  );
}
