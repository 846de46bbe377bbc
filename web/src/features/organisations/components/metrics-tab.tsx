import { Suspense, lazy } from 'react';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMetrics } from '../api/orgs-api';
import type { MetricsRecord } from '../api/org-types';
import { cell, day } from '../lib/org-labels';

const MetricsCharts = lazy(() => import('./metrics-charts'));

const KPIS: [string, string][] = [
  ['enrolled', 'Enrolled'], ['activated', 'Activated'], ['active_30d', 'Active in 30 days'], ['chats', 'Chats'],
  ['appointments_completed', 'Appointments completed'], ['reports_resolved', 'Reports resolved'], ['savings_usd', 'Savings (USD)'], ['csat', 'Satisfaction (1–5)'],
];

/** the latest period's figures as cards; "<11" where a count is suppressed */
export function MetricsSummary({ row }: { row: MetricsRecord }) {
  const d = row.data as unknown as Record<string, number | '<11' | null | undefined>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {KPIS.filter(([k]) => k in d).map(([k, label]) => (
        <Paper key={k} withBorder p="sm" radius="md">
          <Text size="sm" c="gray.7">
            {label}
          </Text>
          <Text fz={24} fw={700}>
            {k === 'savings_usd' && typeof d[k] === 'number' ? `$${cell(d[k])}` : cell(d[k])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Metrics tab: de-identified figures per month with small-cell suppression visible */
export function MetricsTab({ scope }: { scope: { employer?: string; broker?: string } }) {
  const metrics = useMetrics(scope);
  if (metrics.isPending) return <Skeleton h={200} aria-label="Loading metrics" />;
  if (metrics.error) return <Text c="red.8" role="alert">{errorMessage(metrics.error)}</Text>;
  const rows = metrics.data ?? [];
  const latest = rows[rows.length - 1];
  if (!latest) return <EmptyState title="No figures yet">Figures are computed every night once members start joining.</EmptyState>;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.8">
        {day(latest.period_start)} – {day(latest.period_end)}. Figures are de-identified: any count below 11 is shown as &lt;11.
      </Text>
      {latest.suppressed ? (
        <Alert color="blue" title="Totals only">
          Fewer than 11 members have activated, so only totals are shown to protect their privacy.
        </Alert>
      ) : null}
      <MetricsSummary row={latest} />
      <Suspense fallback={<Skeleton h={240} aria-label="Loading charts" />}>
        <MetricsCharts rows={rows} />
      </Suspense>
    </Stack>
  );
}
