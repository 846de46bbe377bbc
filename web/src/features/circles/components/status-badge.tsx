import { Badge } from '@mantine/core';
import { statusLabel } from '../lib/labels';
import { useT } from '../../../i18n/use-t';

export function StatusBadge({ status }: { status: string }) {
  useT();
  const s = statusLabel(status);
  // yellow text on white is too faint to read (axe: colour contrast): waiting states are dark text on yellow
  if (s.color.startsWith('yellow')) {
    return (
      <Badge variant="filled" color="yellow.3" c="dark.9">
        {s.label}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" color={s.color}>
      {s.label}
    </Badge>
  );
}
