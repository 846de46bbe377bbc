import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateAppointment } from '../api/appointments-api';
import type { Appointment } from '../api/types';
import { MARK_FROM_MS, toMs } from '../lib/time';
import { htmlToText } from '../../../lib/html-text';

/** Counselor side: confirm a requested doctor visit, mark completed / no-show (from 15 minutes after the start), notes, cancel. */
export function CounselorActions({ a, now }: { a: Appointment; now: number }) {
  const update = useUpdateAppointment(a.id);
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      provider: a.provider_name,
      phone: a.provider_phone,
      address: a.provider_address,
      when: '',
      notes: htmlToText(a.notes),
      reason: '',
    },
  });
  const { provider, phone, address, when, notes, reason } = form.values;
  const [cancelling, setCancelling] = useState(false);
  const start = toMs(a.start);
  const markable = a.status === 'confirmed' && Number.isFinite(start) && now >= start + MARK_FROM_MS;
  const error = update.error ? (
    <Alert color="red" role="alert" title={t('appointments.notSaved')}>
      {errorMessage(update.error)}
    </Alert>
  ) : null;
  const confirmVisit = () => {
    const ms = new Date(when).getTime();
    update.mutate({
      status: 'confirmed',
      provider_name: provider.trim(),
      provider_phone: phone.trim(),
      provider_address: address.trim(),
      start: new Date(ms).toISOString(),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="staff-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="staff-title">
          {t('appointments.counselorActions')}
        </Title>
        {error}
        {a.status === 'requested' && a.kind === 'provider_visit' ? (
          <Stack gap="xs">
            <TextInput
              label={t('appointments.provider')}
              required
              {...form.getInputProps('provider')}
            />
            <TextInput label={t('appointments.providerPhone')} {...form.getInputProps('phone')} />
            <TextInput label={t('appointments.address')} {...form.getInputProps('address')} />
            <TextInput
              type="datetime-local"
              label={t('appointments.dateTimeYourZone')}
              required
              {...form.getInputProps('when')}
            />
            <Button
              w="fit-content"
              disabled={!provider.trim() || !when}
              loading={update.isPending}
              onClick={confirmVisit}
            >
              {t('appointments.confirmVisit')}
            </Button>
          </Stack>
        ) : null}
        {a.status === 'confirmed' ? (
          <Group gap="xs">
            <Button
              disabled={!markable}
              loading={update.isPending}
              onClick={() => update.mutate({ status: 'completed' })}
            >
              {t('appointments.markCompleted')}
            </Button>
            <Button variant="default" disabled={!markable} onClick={() => update.mutate({ status: 'no_show' })}>
              {t('appointments.markNoShow')}
            </Button>
          </Group>
        ) : null}
        {a.status === 'confirmed' && !markable ? (
          <Text size="sm" c="gray.7">
            {t('appointments.markFrom')}
          </Text>
        ) : null}
        <Textarea
          label={t('appointments.notesForMember')}
          {...form.getInputProps('notes')}
          autosize
          minRows={3}
          maxLength={4000}
        />
        <Button
          w="fit-content"
          variant="light"
          loading={update.isPending}
          onClick={() => update.mutate({ notes: notes.trim() ? `<p>${notes.trim().replace(/[<>&]/g, '')}</p>` : '' })}
        >
          {t('appointments.saveNotes')}
        </Button>
        {a.status === 'requested' || a.status === 'confirmed' ? (
          cancelling ? (
            <Stack gap="xs">
              <Textarea
                label={t('appointments.cancelReason')}
                required
                {...form.getInputProps('reason')}
              />
              <Button
                w="fit-content"
                color="red.9"
                disabled={!reason.trim()}
                onClick={() => update.mutate({ status: 'cancelled', cancel_reason: reason.trim() })}
              >
                {t('appointments.confirmCancel')}
              </Button>
            </Stack>
          ) : (
            <Button w="fit-content" variant="outline" color="red.9" onClick={() => setCancelling(true)}>
              {t('appointments.cancel')}
            </Button>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
