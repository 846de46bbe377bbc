import { Alert, Button, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
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

/** the shape of a link: the same in every language */
const URL_EXAMPLE = 'https://…';

type Numbers =
  'slot_minutes' | 'buffer_before' | 'buffer_after' | 'min_notice_minutes' | 'booking_window_days' | 'max_per_day';
const NUMBERS: { key: Numbers; label: MessageId; def: number; min: number; max: number }[] = [
  { key: 'slot_minutes', label: 'appointments.sessionLength', def: 30, min: 10, max: 240 },
  { key: 'buffer_before', label: 'appointments.bufferBefore', def: 0, min: 0, max: 120 },
  { key: 'buffer_after', label: 'appointments.bufferAfter', def: 10, min: 0, max: 120 },
  { key: 'min_notice_minutes', label: 'appointments.minNotice', def: 120, min: 0, max: 20160 },
  { key: 'booking_window_days', label: 'appointments.bookingWindow', def: 60, min: 1, max: 365 },
  { key: 'max_per_day', label: 'appointments.maxPerDay', def: 8, min: 1, max: 48 },
];

/** Time zone and session settings (§3.1; zero/empty falls back to the §6 defaults). */
export function SessionSettings({ counselor }: { counselor: CounselorRecord }) {
  const save = useSaveCounselor(counselor.id);
  const t = useT();
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
            {t('appointments.settingsTitle')}
          </Title>
          <Select
            label={t('appointments.yourZone')}
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
                label={t(n.label)}
                min={n.min}
                max={n.max}
                value={form.values[n.key]}
                error={errors[n.key]}
                onChange={(v) => form.setFieldValue(n.key, typeof v === 'number' ? v : n.def)}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label={t('appointments.meetingLink')}
            description={t('appointments.meetingLinkHint')}
            placeholder={URL_EXAMPLE}
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
              {t('appointments.settingsSaved')}
            </Text>
          ) : null}
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {t('appointments.saveSettings')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
