import type { Appointment, AppointmentStatus } from '../api/types';
import type { AppointmentsKind } from '../../../lib/schema';
import { t } from '../../../i18n/i18n';
import { appointmentsKindLabels, appointmentsStatusLabels } from '../../../lib/select-labels';

/** a status in words, in the active language (lib/select-labels) */
export const statusLabel = (s: AppointmentStatus): string => appointmentsStatusLabels[s] ?? s;
/** a kind in words, in the active language */
export const kindLabel = (k: string): string => appointmentsKindLabels[k as AppointmentsKind] ?? k;

export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  requested: 'indigo.9',
  confirmed: 'green.9',
  cancelled: 'gray.7',
  completed: 'blue.9',
  no_show: 'red.9',
};

export const isActive = (a: Appointment) => a.status === 'requested' || a.status === 'confirmed';

export function appointmentTitle(a: Appointment): string {
  if (a.title) return a.title;
  if (a.kind === 'provider_visit')
    return a.provider_name ? t('appointments.visitWith', { name: a.provider_name }) : t('appointments.kindDoctor');
  const name = a.expand?.counselor?.display_name;
  return name ? t('appointments.callWith', { name }) : t('appointments.callWithCounselor');
}

