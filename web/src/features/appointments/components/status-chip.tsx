import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../api/types';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/status';

export function StatusChip({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray.7'} variant="filled" radius="sm">
      {STATUS_LABEL[status] ?? status}
    </Badge>
  );
}
