import { Badge } from '@mantine/core';
import { statusLabel } from '../lib/labels';

export function StatusBadge({ status }: { status: string }) {
  const s = statusLabel(status);
  return (
    <Badge variant="outline" color={s.color}>
      {s.label}
    </Badge>
  );
}
