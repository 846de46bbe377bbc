import { Badge } from '@mantine/core';
import { EMPLOYER_STATUS, ROSTER_STATUS, STATUS_COLOR } from '../lib/org-labels';
import { useT } from '../../../i18n/use-t';

/** a filled status chip (readable on every shade) */
export function StatusBadge({ status, kind = 'roster' }: { status: string; kind?: 'roster' | 'employer' }) {
  const t = useT();
  const label = status === 'not_invited' ? t('org.status.notInvited') : ((kind === 'roster' ? ROSTER_STATUS : EMPLOYER_STATUS)[status] ?? (status || t('org.status.unknown')));
  return (
    <Badge variant="filled" color={`${STATUS_COLOR[status] ?? 'gray'}.9`} radius="sm" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
