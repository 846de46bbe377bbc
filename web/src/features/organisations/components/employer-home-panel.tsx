import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers, useFunnel, useMetrics } from '../api/orgs-api';
import { useOrgsLive } from '../api/use-orgs-live';
import type { EmployerRecord } from '../api/org-types';
import { daysUntil, percent } from '../lib/org-labels';
import { MetricsSummary, periodLine } from './metrics-tab';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

function Funnel({ employer }: { employer: string }) {
  const t = useT();
  const f = useFunnel(employer);
  if (f.isPending) return <Skeleton h={70} aria-label={t('org.funnel.loading')} />;
  if (!f.data) return <Text c="red.8" role="alert">{errorMessage(f.error)}</Text>;
  const steps = [
    { label: t('org.funnel.invited'), value: f.data.invited, note: t('org.funnel.onRoster') },
    { label: t('org.funnel.activated'), value: f.data.activated, note: t('org.funnel.signedUp', { percent: percent(f.data.activated, f.data.invited) }) },
    { label: t('org.funnel.active'), value: f.data.active, note: t('org.funnel.usingCovey', { percent: percent(f.data.active, f.data.invited) }) },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" aria-label={t('org.funnel.label')}>
      {steps.map((s) => (
        <Paper key={s.label} withBorder p="sm" radius="md">
          <Text size="sm" c="gray.7">
            {s.label}
          </Text>
          <Text fz={26} fw={700}>
            {formatNumber(s.value)}
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
  const t = useT();
  const start = daysUntil(employer.open_enrollment_start);
  const end = daysUntil(employer.open_enrollment_end);
  let text = t('org.enrollment.setDates');
  if (start !== null && start > 0) text = t('org.enrollment.startsIn', { count: start });
  else if (end !== null && end >= 0) text = t('org.enrollment.daysLeft', { count: end });
  else if (end !== null) text = t('org.enrollment.ended');
  return <Text>{text}</Text>;
}

function LatestMetrics({ employer }: { employer: string }) {
  const t = useT();
  const m = useMetrics({ employer });
  const latest = m.data?.[m.data.length - 1];
  if (m.isPending) return <Skeleton h={70} aria-label={t('org.metrics.loading')} />;
  if (!latest) return <Text c="gray.7">{t('org.home.figuresLater')}</Text>;
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
  const t = useT();
  useOrgsLive();
  const employers = useEmployers();
  const mine = (employers.data ?? []).filter((e) => (e.admins ?? []).includes(userId));
  if (employers.isPending) return <Skeleton h={160} aria-label={t('org.home.loading')} />;
  if (employers.error) return <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>;
  const e = mine[0];
  if (!e) return <Text>{t('org.home.settingUp')}</Text>;
  return (
    <Stack gap="md" component="section" aria-labelledby="employer-home">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="employer-home">
          {e.name}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={`${paths.employer.href(e.id)}?tab=roster`}>
            {t('org.home.invite')}
          </Button>
          <Button component={Link} to={paths.employer.href(e.id)} variant="light">
            {t('org.home.open')}
          </Button>
        </Group>
      </Group>
      <Funnel employer={e.id} />
      <Countdown employer={e} />
      <Title order={3} fz="h4">
        {t('org.home.latest')}
      </Title>
      <LatestMetrics employer={e.id} />
    </Stack>
  );
}
