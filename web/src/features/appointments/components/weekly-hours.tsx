import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useAvailabilityMutations } from '../api/availability-api';
import type { AvailabilityRow } from '../api/types';
import { weekdayName } from '../lib/time';

/** weekday 0 (Sunday) … 6; their names come from weekdayName (the active language) */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
type Range = { start: string; end: string };

function fromRows(rows: AvailabilityRow[]): Range[][] {
  const days: Range[][] = WEEKDAYS.map(() => []);
  for (const r of rows)
    for (const d of r.weekdays)
      days[Number(d)]?.push({ start: r.start_time, end: r.end_time === '24:00' ? '23:59' : r.end_time });
  return days.map((d) => d.sort((a, b) => a.start.localeCompare(b.start)));
}

/** Weekly hours: several ranges per weekday, saved as one availability row per range. */
export function WeeklyHours({
  counselorId,
  rows,
  timezone,
}: {
  counselorId: string;
  rows: AvailabilityRow[];
  timezone: string;
}) {
  const weekly = rows.filter((r) => r.kind === 'weekly');
  // the save outlives the form below, so "Weekly hours saved." stays once the new rows arrive
  const { saveWeekly } = useAvailabilityMutations(counselorId);
  // a new form whenever the saved rows change (after a save or in another tab): it re-reads them
  return (
    <WeeklyHoursForm key={weekly.map((r) => r.id).join()} saveWeekly={saveWeekly} weekly={weekly} timezone={timezone} />
  );
}

function WeeklyHoursForm({
  saveWeekly,
  weekly,
  timezone,
}: {
  saveWeekly: ReturnType<typeof useAvailabilityMutations>['saveWeekly'];
  weekly: AvailabilityRow[];
  timezone: string;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { days: fromRows(weekly) } });
  const { days } = form.values;
  const t = useT();
  const set = (d: number, next: Range[]) => form.setFieldValue(`days.${d}`, next);
  const bad = days.some((d) => d.some((r) => !r.start || !r.end || r.start >= r.end));
  const save = () =>
    saveWeekly.mutate({
      existing: weekly,
      timezone,
      rows: days.flatMap((d, i) => d.map((r) => ({ weekdays: [String(i)], start_time: r.start, end_time: r.end }))),
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="weekly-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="weekly-title">
          {t('appointments.weeklyTitle')}
        </Title>
        <Text
          size="sm"
          c="gray.7"
        >{t('appointments.weeklyHint', { zone: timezone })}</Text>
        {WEEKDAYS.map((day, d) => ({ key: day, name: weekdayName(d) })).map(({ key, name }, d) => (
          <Stack key={key} gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{name}</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('appointments.addHoursOn', { day: name })}
                onClick={() => set(d, [...days[d]!, { start: '09:00', end: '17:00' }])}
              >
                {t('appointments.addHours')}
              </Button>
            </Group>
            {days[d]!.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('appointments.unavailable')}
              </Text>
            ) : null}
            {days[d]!.map((_r, i) => (
              <Group key={i} gap="xs" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={t('appointments.rangeFrom', { day: name, n: i + 1 })}
                  {...form.getInputProps(`days.${d}.${i}.start`)}
                />
                <Text aria-hidden>–</Text>
                <TextInput
                  type="time"
                  aria-label={t('appointments.rangeUntil', { day: name, n: i + 1 })}
                  {...form.getInputProps(`days.${d}.${i}.end`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('appointments.removeRange', { day: name, n: i + 1 })}
                  onClick={() =>
                    set(
                      d,
                      days[d]!.filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ))}
        {bad ? (
          <Text c="red.9" size="sm">
            {t('appointments.rangeOrder')}
          </Text>
        ) : null}
        {saveWeekly.error ? (
          <Alert color="red" role="alert">
            {errorMessage(saveWeekly.error)}
          </Alert>
        ) : null}
        {saveWeekly.isSuccess ? (
          <Text c="green.9" role="status">
            {t('appointments.weeklySaved')}
          </Text>
        ) : null}
        <Button w="fit-content" disabled={bad} loading={saveWeekly.isPending} onClick={save}>
          {t('appointments.saveWeekly')}
        </Button>
      </Stack>
    </Paper>
  );
}
