import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers, useFunnel, useMetrics } from '../api/orgs-api';
import { useOrgsLive } from '../api/use-orgs-live';
import type { EmployerRecord } from '../api/org-types';
import { daysUntil, percent } from '../lib/org-labels';
import { MetricsSummary, periodLine } from './metrics-tab';

function Funnel({ employer }: { employer: string }) {
  const f = useFunnel(employer);
  if (f.isPending) return <Skeleton h={70} aria-label="Loading the roster funnel" />;
  if (!f.data) return <Text c="red.8" role="alert">{errorMessage(f.error)}</Text>;
  const steps = [
    { label: 'Invited', value: f.data.invited, note: 'on the roster' },
    { label: 'Activated', value: f.data.activated, note: `${percent(f.data.activated, f.data.invited)} signed up` },
    { label: 'Active', value: f.data.active, note: `${percent(f.data.active, f.data.invited)} using Covey` },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" aria-label="Roster funnel">
      {steps.map((s) => (
        <Paper key={s.label} withBorder p="sm" radius="md">
          <Text size="sm" c="gray.7">
            {s.label}
          </Text>
          <Text fz={26} fw={700}>
            {s.value.toLocaleString('en-US')}
          </Text>
          <Text size="xs" c="gray.7">
            {s.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Countdown({ employer }: { employer: EmployerRecord }) {
  const start = daysUntil(employer.open_enrollment_start);
  const end = daysUntil(employer.open_enrollment_end);
  let text = 'Set your open-enrollment dates so employees are reminded in time.';
  if (start !== null && start > 0) text = `Open enrollment starts in ${start} day${start === 1 ? '' : 's'}.`;
  else if (end !== null && end >= 0) text = `Open enrollment is on: ${end} day${end === 1 ? '' : 's'} left.`;
  else if (end !== null) text = 'Open enrollment has ended for this plan year.';
  return <Text>{text}</Text>;
}

function LatestMetrics({ employer }: { employer: string }) {
  const m = useMetrics({ employer });
  const latest = m.data?.[m.data.length - 1];
  if (m.isPending) return <Skeleton h={70} aria-label="Loading metrics" />;
  if (!latest) return <Text c="gray.7">Figures for a month appear once the month has closed.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.8">
        {periodLine(latest)}
      </Text>
      <MetricsSummary row={latest} />
    </Stack>
  );
}

/** E home: roster funnel, latest metrics, open-enrollment countdown, invite call to action */
export function EmployerHomePanel({ userId }: { userId: string }) {
  useOrgsLive();
  const employers = useEmployers();
  const mine = (employers.data ?? []).filter((e) => (e.admins ?? []).includes(userId));
  if (employers.isPending) return <Skeleton h={160} aria-label="Loading your employer" />;
  if (employers.error) return <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>;
  const e = mine[0];
  if (!e) return <Text>Your employer account is being set up. Contact Covey support if this persists.</Text>;
  return (
    <Stack gap="md" component="section" aria-labelledby="employer-home">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="employer-home">
          {e.name}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={`${paths.employer.href(e.id)}?tab=roster`}>
            Invite employees
          </Button>
          <Button component={Link} to={paths.employer.href(e.id)} variant="light">
            Open employer
          </Button>
        </Group>
      </Group>
      <Funnel employer={e.id} />
      <Countdown employer={e} />
      <Title order={3} fz="h4">
        Latest figures
      </Title>
      <LatestMetrics employer={e.id} />
    </Stack>
  );
}
