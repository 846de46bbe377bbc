import { useState } from 'react';
import { Alert, Button, Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { bookingError } from '../lib/booking-error';
import { useCreateAppointment } from '../api/appointments-api';
import type { Appointment } from '../api/types';

export const SPECIALTIES = [
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
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [times, setTimes] = useState('');
  const [places, setPlaces] = useState('');
  const [inNetwork, setInNetwork] = useState(true);
  const [tried, setTried] = useState(false);
  const create = useCreateAppointment();
  const missing = { specialty: !specialty, reason: !reason.trim() };
  const submit = () => {
    setTried(true);
    if (missing.specialty || missing.reason) return;
    create.mutate(
      {
        member: memberId,
        booked_by: bookedBy,
        kind: 'provider_visit',
        status: 'requested',
        title: `${specialty} visit`,
        reason: reason.trim(),
        preferred_times: { specialty, times: times.trim(), places: places.trim(), in_network: inNetwork },
      },
      { onSuccess: onRequested },
    );
  };
  return (
    <Stack gap="md">
      <Select
        label="Specialty"
        placeholder="Choose a specialty"
        data={SPECIALTIES}
        value={specialty}
        onChange={setSpecialty}
        required
        error={tried && missing.specialty ? 'Choose the kind of doctor you need.' : undefined}
      />
      <Textarea
        label="Reason for the visit"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        required
        maxLength={1000}
        error={tried && missing.reason ? 'Tell us briefly what the visit is for.' : undefined}
      />
      <TextInput
        label="Preferred days and times"
        placeholder="e.g. weekday mornings"
        value={times}
        onChange={(e) => setTimes(e.currentTarget.value)}
        maxLength={300}
      />
      <TextInput
        label="Preferred places"
        placeholder="e.g. near 02139 or near work"
        value={places}
        onChange={(e) => setPlaces(e.currentTarget.value)}
        maxLength={300}
      />
      <Checkbox
        label="Must be in my insurance network"
        checked={inNetwork}
        onChange={(e) => setInNetwork(e.currentTarget.checked)}
      />
      {create.error ? (
        <Alert color="red" role="alert" title="Not sent">
          {bookingError(create.error)}
        </Alert>
      ) : null}
      <Button onClick={submit} loading={create.isPending}>
        Send request
      </Button>
    </Stack>
  );
}
