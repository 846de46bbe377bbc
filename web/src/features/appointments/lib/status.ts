import type { Appointment, AppointmentStatus } from '../api/types';
import { appointmentsKindLabels, appointmentsStatusLabels } from '../../../lib/select-labels';
import { personName as nameOf } from '../../../lib/person-name';

export const STATUS_LABEL: Readonly<Record<AppointmentStatus, string>> = appointmentsStatusLabels;
export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  requested: 'indigo.9',
  confirmed: 'green.9',
  cancelled: 'gray.7',
  completed: 'blue.9',
  no_show: 'red.9',
};
export const KIND_LABEL: Readonly<Record<string, string>> = appointmentsKindLabels;

export const isActive = (a: Appointment) => a.status === 'requested' || a.status === 'confirmed';

export function appointmentTitle(a: Appointment): string {
  if (a.title) return a.title;
  if (a.kind === 'provider_visit') return a.provider_name ? `Visit with ${a.provider_name}` : 'Doctor visit';
  const name = a.expand?.counselor?.display_name;
  return name ? `Call with ${name}` : 'Call with your counselor';
}

export function personName(a: Appointment): string {
  return nameOf(a.expand?.member, 'Member');
}
