import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { useCreateAppointment } from '../api/appointments-api';
import type { Appointment, AppointmentKind, Slot } from '../api/types';
import { formatWhen } from '../lib/time';
import { bookingError } from '../lib/booking-error';
import { SlotPicker } from './slot-picker';

const TYPES: { value: AppointmentKind; label: MessageId }[] = [
  { value: 'counselor_video', label: 'appointments.kindVideo' },
  { value: 'counselor_call', label: 'appointments.kindPhone' },
  { value: 'enrollment_session', label: 'appointments.kindEnrollment' },
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
  const t = useT();
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
        // the title is written in the booker's language
        title: t('appointments.kindWith', {
          kind: t(TYPES.find((type) => type.value === kind)?.label ?? 'appointments.kindPhone'),
          name: target.counselorName,
        }),
      },
      { onSuccess: onBooked, onError: () => setSlot(null) },
    );
  };
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('appointments.typeOf')}
        value={kind}
        onChange={(v) => form.setFieldValue('kind', v as AppointmentKind)}
      >
        <Group mt="xs" gap="lg">
          {TYPES.map((type) => (
            <Radio
              key={type.value}
              value={type.value}
              label={t(type.label)}
              disabled={type.value === 'counselor_video' && !target.videoReady}
            />
          ))}
        </Group>
      </Radio.Group>
      {target.videoReady ? null : (
        <Text size="sm" c="gray.7">
          {t('appointments.noVideo', { name: target.counselorName })}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('appointments.pickTime')}
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
        label={t('appointments.talkAbout')}
        description={t('appointments.talkAboutHint')}
        {...form.getInputProps('reason')}
        autosize
        minRows={2}
        maxLength={1000}
      />
      {create.error ? (
        <Alert color="red" role="alert" title={t('appointments.notBooked')}>
          {bookingError(create.error)}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text>
            {slot
              ? t('appointments.slotWith', { when: formatWhen(slot.start, target.tz), name: target.counselorName })
              : t('appointments.chooseFree')}
          </Text>
          <Button onClick={book} disabled={!slot} loading={create.isPending}>
            {t('appointments.confirmBooking')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
