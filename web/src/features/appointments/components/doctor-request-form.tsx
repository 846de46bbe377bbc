import { Alert, Button, Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bookingError } from '../lib/booking-error';
import { useCreateAppointment } from '../api/appointments-api';
import type { Appointment } from '../api/types';

const SPECIALTIES = [
  'Primary care',
  'Dermatology',
  'Cardiology',
  'Orthopedics',
  'Pediatrics',
  'Obstetrics and gynecology',
  'Mental health',
  'Physical therapy',
  'Eye care',
  'Dental',
  'Other',
];

/** "Help me book a doctor": a request the counselor arranges and confirms. */
export function DoctorRequestForm({
  memberId,
  bookedBy,
  onRequested,
}: {
  memberId: string;
  bookedBy: string;
  onRequested: (a: Appointment) => void;
}) {
  const create = useCreateAppointment();
  const form = useForm({
    mode: 'controlled',
    initialValues: { specialty: null as string | null, reason: '', times: '', places: '', inNetwork: true },
    validate: {
      specialty: (v) => (v ? null : 'Choose the kind of doctor you need.'),
      reason: (v) => (v.trim() ? null : 'Tell us briefly what the visit is for.'),
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        member: memberId,
        booked_by: bookedBy,
        kind: 'provider_visit',
        status: 'requested',
        title: `${values.specialty} visit`,
        reason: values.reason.trim(),
        preferred_times: {
          specialty: values.specialty,
          times: values.times.trim(),
          places: values.places.trim(),
          in_network: values.inNetwork,
        },
      },
      { onSuccess: onRequested },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Specialty"
          placeholder="Choose a specialty"
          data={SPECIALTIES}
          {...form.getInputProps('specialty')}
          required
        />
        <Textarea
          label="Reason for the visit"
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          required
          maxLength={1000}
        />
        <TextInput
          label="Preferred days and times"
          placeholder="e.g. weekday mornings"
          {...form.getInputProps('times')}
          maxLength={300}
        />
        <TextInput
          label="Preferred places"
          placeholder="e.g. near 02139 or near work"
          {...form.getInputProps('places')}
          maxLength={300}
        />
        <Checkbox label="Must be in my insurance network" {...form.getInputProps('inNetwork', { type: 'checkbox' })} />
        {create.error ? (
          <Alert color="red" role="alert" title="Not sent">
            {bookingError(create.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={create.isPending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
