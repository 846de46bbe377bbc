import { Alert, Button, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useSaveCounselor } from '../api/availability-api';
import type { CounselorRecord } from '../api/types';
import { deviceZone } from '../lib/time';

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

type Numbers =
  'slot_minutes' | 'buffer_before' | 'buffer_after' | 'min_notice_minutes' | 'booking_window_days' | 'max_per_day';
const NUMBERS: { key: Numbers; label: string; def: number; min: number; max: number }[] = [
  { key: 'slot_minutes', label: 'Session length (minutes)', def: 30, min: 10, max: 240 },
  { key: 'buffer_before', label: 'Buffer before (minutes)', def: 0, min: 0, max: 120 },
  { key: 'buffer_after', label: 'Buffer after (minutes)', def: 10, min: 0, max: 120 },
  { key: 'min_notice_minutes', label: 'Minimum notice (minutes)', def: 120, min: 0, max: 20160 },
  { key: 'booking_window_days', label: 'Booking window (days)', def: 60, min: 1, max: 365 },
  { key: 'max_per_day', label: 'Most sessions per day', def: 8, min: 1, max: 48 },
];

/** Time zone and session settings (§3.1; zero/empty falls back to the §6 defaults). */
export function SessionSettings({ counselor }: { counselor: CounselorRecord }) {
  const save = useSaveCounselor(counselor.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      timezone: (counselor.timezone || deviceZone()) as string | null,
      meeting_url: counselor.meeting_url,
      ...(Object.fromEntries(NUMBERS.map((n) => [n.key, counselor[n.key] || n.def])) as Record<Numbers, number>),
    },
  });
  // the store's field errors, as the product's sentences (they stay until the next save)
  const errors = fieldErrors(save.error);
  const submit = form.onSubmit(({ timezone, meeting_url, ...numbers }) =>
    save.mutate({ ...numbers, timezone: timezone ?? 'UTC', meeting_url: meeting_url.trim() }),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="settings-title">
            Time zone and session settings
          </Title>
          <Select
            label="Your time zone"
            searchable
            data={ZONES}
            {...form.getInputProps('timezone')}
            error={errors['timezone']}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {NUMBERS.map((n) => (
              <NumberInput
                key={n.key}
                label={n.label}
                min={n.min}
                max={n.max}
                value={form.values[n.key]}
                error={errors[n.key]}
                onChange={(v) => form.setFieldValue(n.key, typeof v === 'number' ? v : n.def)}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label="Meeting link"
            description="Your video room (Zoom, Google Meet, Teams…). Members can book video calls only once it is set; it goes in their invitation and on the Join button."
            placeholder="https://…"
            {...form.getInputProps('meeting_url')}
            error={errors['meeting_url']}
          />
          {save.error && !Object.keys(errors).length ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          {save.isSuccess ? (
            <Text c="green.9" role="status">
              Settings saved.
            </Text>
          ) : null}
          <Button type="submit" w="fit-content" loading={save.isPending}>
            Save settings
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
