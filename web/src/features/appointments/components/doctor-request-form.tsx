import { Alert, Button, Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { bookingError } from '../lib/booking-error';
import { useCreateAppointment } from '../api/appointments-api';
import type { Appointment } from '../api/types';

/** the stored value stays the English name (the counselor's search words); the label is in the active language */
const SPECIALTIES: [string, MessageId][] = [
  ['Primary care', 'appointments.specialtyPrimary'],
  ['Dermatology', 'appointments.specialtyDermatology'],
  ['Cardiology', 'appointments.specialtyCardiology'],
  ['Orthopedics', 'appointments.specialtyOrthopedics'],
  ['Pediatrics', 'appointments.specialtyPediatrics'],
  ['Obstetrics and gynecology', 'appointments.specialtyObgyn'],
  ['Mental health', 'appointments.specialtyMental'],
  ['Physical therapy', 'appointments.specialtyPhysical'],
  ['Eye care', 'appointments.specialtyEye'],
  ['Dental', 'appointments.specialtyDental'],
  ['Other', 'appointments.specialtyOther'],
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
  const t = useT();
  const specialties = SPECIALTIES.map(([value, id]) => ({ value, label: t(id) }));
  const specialtyLabel = (v: string | null) => specialties.find((s) => s.value === v)?.label ?? v ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { specialty: null as string | null, reason: '', times: '', places: '', inNetwork: true },
    validate: {
      specialty: (v) => (v ? null : t('appointments.specialtyRequired')),
      reason: (v) => (v.trim() ? null : t('appointments.visitReasonRequired')),
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        member: memberId,
        booked_by: bookedBy,
        kind: 'provider_visit',
        status: 'requested',
        // in the booker's language, as the member reads it
        title: t('appointments.specialtyVisit', { specialty: specialtyLabel(values.specialty) }),
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
          label={t('appointments.specialty')}
          placeholder={t('appointments.chooseSpecialty')}
          data={specialties}
          {...form.getInputProps('specialty')}
          required
        />
        <Textarea
          label={t('appointments.visitReason')}
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          required
          maxLength={1000}
        />
        <TextInput
          label={t('appointments.preferredTimes')}
          placeholder={t('appointments.preferredTimesExample')}
          {...form.getInputProps('times')}
          maxLength={300}
        />
        <TextInput
          label={t('appointments.preferredPlaces')}
          placeholder={t('appointments.preferredPlacesExample')}
          {...form.getInputProps('places')}
          maxLength={300}
        />
        <Checkbox label={t('appointments.mustBeInNetwork')} {...form.getInputProps('inNetwork', { type: 'checkbox' })} />
        {create.error ? (
          <Alert color="red" role="alert" title={t('appointments.notSent')}>
            {bookingError(create.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={create.isPending}>
          {t('appointments.sendRequest')}
        </Button>
      </Stack>
    </form>
  );
}
