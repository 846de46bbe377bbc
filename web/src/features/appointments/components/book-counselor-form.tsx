import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCreateAppointment } from '../api/appointments-api';
import type { Appointment, AppointmentKind, Slot } from '../api/types';
import { formatWhen } from '../lib/time';
import { bookingError } from '../lib/booking-error';
import { SlotPicker } from './slot-picker';

const TYPES: { value: AppointmentKind; label: string }[] = [
  { value: 'counselor_video', label: 'Video call' },
  { value: 'counselor_call', label: 'Phone call' },
  { value: 'enrollment_session', label: 'Enrollment session' },
];

export interface BookingTarget {
  memberId: string;
  counselorId: string;
  counselorName: string;
  bookedBy: string;
  tz: string;
  /** the counselor has a meeting link: video calls can be joined (without one only phone calls are offered) */
  videoReady: boolean;
}

/** "Talk with my counselor": type → date strip → free time → reason → confirm. */
export function BookCounselorForm({
  target,
  onBooked,
  defaultReason = '',
}: {
  target: BookingTarget;
  onBooked: (a: Appointment) => void;
  defaultReason?: string;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      kind: (target.videoReady ? 'counselor_video' : 'counselor_call') as AppointmentKind,
      reason: defaultReason,
    },
  });
  const { kind, reason } = form.values;
  const [slot, setSlot] = useState<Slot | null>(null);
  const create = useCreateAppointment();
  const book = () => {
    if (!slot) return;
    create.mutate(
      {
        member: target.memberId,
        counselor: target.counselorId,
        booked_by: target.bookedBy,
        kind,
        status: 'confirmed',
        start: slot.start,
        reason: reason.trim(),
        timezone: target.tz,
        title: `${TYPES.find((t) => t.value === kind)?.label ?? 'Call'} with ${target.counselorName}`,
      },
      { onSuccess: onBooked, onError: () => setSlot(null) },
    );
  };
  return (
    <Stack gap="lg">
      <Radio.Group
        label="Type of appointment"
        value={kind}
        onChange={(v) => form.setFieldValue('kind', v as AppointmentKind)}
      >
        <Group mt="xs" gap="lg">
          {TYPES.map((t) => (
            <Radio
              key={t.value}
              value={t.value}
              label={t.label}
              disabled={t.value === 'counselor_video' && !target.videoReady}
            />
          ))}
        </Group>
      </Radio.Group>
      {target.videoReady ? null : (
        <Text size="sm" c="gray.7">
          {`Video calls aren't set up for ${target.counselorName} yet: book a phone call and they will call you.`}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Pick a time
        </Title>
        <SlotPicker
          counselorId={target.counselorId}
          tz={target.tz}
          selected={slot}
          onPick={(s) => {
            setSlot(s);
            create.reset();
          }}
        />
      </Stack>
      <Textarea
        label="What would you like to talk about?"
        description="Optional. It helps your counselor prepare."
        {...form.getInputProps('reason')}
        autosize
        minRows={2}
        maxLength={1000}
      />
      {create.error ? (
        <Alert color="red" role="alert" title="Not booked">
          {bookingError(create.error)}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text>
            {slot ? `${formatWhen(slot.start, target.tz)} with ${target.counselorName}` : 'Choose a free time above.'}
          </Text>
          <Button onClick={book} disabled={!slot} loading={create.isPending}>
            Confirm booking
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
