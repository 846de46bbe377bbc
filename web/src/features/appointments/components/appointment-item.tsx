import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Appointment } from '../api/types';
import { formatWhen } from '../lib/time';
import { appointmentTitle, KIND_LABEL, personName } from '../lib/status';
import { StatusChip } from './status-chip';

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
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
        <Stack gap={0}>
          <Anchor component={Link} to={href} fw={600}>
            {appointmentTitle(a)}
          </Anchor>
          <Text size="sm" c="gray.7">
            {[
              a.start ? formatWhen(a.start, tz) : 'Time to be arranged',
              KIND_LABEL[a.kind],
              showPerson ? personName(a) : '',
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
