import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { planStatusLabel, taskStatusLabel } from '../lib/status';

const COLORS: Record<string, string> = {
  draft: 'gray.8',
  proposed: '#9a3a07',
  active: 'green.8',
  on_hold: '#7a4f01',
  completed: 'green.9',
  cancelled: 'gray.7',
  todo: 'gray.8',
  in_progress: 'green.8',
  waiting: '#7a4f01',
  done: 'green.9',
};

/** `yours`: the viewer is the one to answer a proposed plan ("Waiting for you", not "Waiting for answer") */
export function StatusBadge({ kind, status, yours = false }: { kind: 'plan' | 'task'; status: string; yours?: boolean }) {
  const t = useT();
  const label =
    kind === 'plan' && status === 'proposed' && yours ? t('plans.waitingForYou') : (kind === 'plan' ? planStatusLabel : taskStatusLabel)(status);
  return (
    <Badge variant="outline" color={COLORS[status] ?? 'gray.8'}>
      {label}
    </Badge>
  );
}
