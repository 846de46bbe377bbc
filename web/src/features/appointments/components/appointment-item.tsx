import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Appointment } from '../api/types';
import { formatWhen } from '../lib/time';
import { appointmentTitle, kindLabel } from '../lib/status';
import { whoseArgs } from '../lib/whose-args';
import { useT } from '../../../i18n/use-t';
import { StatusChip } from './status-chip';
import { useSession } from '../../../lib/session';
import { otherName } from '../../../lib/whose';
import { personName } from '../../../lib/person-name';

export function AppointmentItem({
  a,
  tz,
  href,
  showPerson,
}: {
  a: Appointment;
  tz: string;
  href: string;
  showPerson: boolean;
}) {
  // a member's view: someone else's appointment (a circle's, a child's) says whose it is
  const whose = showPerson ? '' : otherName(a.expand?.member, useSession().user?.id);
  const t = useT();
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
        <Stack gap={0}>
          <Anchor component={Link} to={href} fw={600}>
            {whose ? t('appointments.whose', { ...whoseArgs(whose), title: appointmentTitle(a) }) : appointmentTitle(a)}
          </Anchor>
          <Text size="sm" c="gray.7">
            {[
              a.start ? formatWhen(a.start, tz) : t('appointments.toBeArranged'),
              kindLabel(a.kind),
              showPerson ? personName(a.expand?.member, { fallback: t('appointments.member') }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <StatusChip status={a.status} />
      </Group>
    </li>
  );
}
