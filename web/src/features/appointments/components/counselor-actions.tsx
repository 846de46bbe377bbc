import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateAppointment } from '../api/appointments-api';
import type { Appointment } from '../api/types';
import { MARK_FROM_MS, toMs } from '../lib/time';
import { htmlToText } from '../../../lib/html-text';

/** Counselor side: confirm a requested doctor visit, mark completed / no-show (from 15 minutes after the start), notes, cancel. */
export function CounselorActions({ a, now }: { a: Appointment; now: number }) {
  const update = useUpdateAppointment(a.id);
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
    <Alert color="red" role="alert" title="Not saved">
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
          Counselor actions
        </Title>
        {error}
        {a.status === 'requested' && a.kind === 'provider_visit' ? (
          <Stack gap="xs">
            <TextInput
              label="Provider"
              required
              {...form.getInputProps('provider')}
            />
            <TextInput label="Provider phone" {...form.getInputProps('phone')} />
            <TextInput label="Address" {...form.getInputProps('address')} />
            <TextInput
              type="datetime-local"
              label="Date and time (your time zone)"
              required
              {...form.getInputProps('when')}
            />
            <Button
              w="fit-content"
              disabled={!provider.trim() || !when}
              loading={update.isPending}
              onClick={confirmVisit}
            >
              Confirm visit
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
              Mark completed
            </Button>
            <Button variant="default" disabled={!markable} onClick={() => update.mutate({ status: 'no_show' })}>
              Mark no-show
            </Button>
          </Group>
        ) : null}
        {a.status === 'confirmed' && !markable ? (
          <Text size="sm" c="gray.7">
            You can mark it from 15 minutes after the start.
          </Text>
        ) : null}
        <Textarea
          label="Notes for the member"
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
          Save notes
        </Button>
        {a.status === 'requested' || a.status === 'confirmed' ? (
          cancelling ? (
            <Stack gap="xs">
              <Textarea
                label="Reason for cancelling"
                required
                {...form.getInputProps('reason')}
              />
              <Button
                w="fit-content"
                color="red.9"
                disabled={!reason.trim()}
                onClick={() => update.mutate({ status: 'cancelled', cancel_reason: reason.trim() })}
              >
                Confirm cancellation
              </Button>
            </Stack>
          ) : (
            <Button w="fit-content" variant="outline" color="red.9" onClick={() => setCancelling(true)}>
              Cancel appointment
            </Button>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
