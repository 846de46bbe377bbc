import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../api/types';
import { useLocale } from '../../../i18n/use-t';
import { STATUS_COLOR, statusLabel } from '../lib/status';

export function StatusChip({ status }: { status: AppointmentStatus }) {
  useLocale();
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray.7'} variant="filled" radius="sm">
      {statusLabel(status)}
    </Badge>
  );
}
