import { Suspense, lazy } from 'react';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMetrics } from '../api/orgs-api';
import type { Cell, MetricsRecord } from '../api/org-types';
import { cell, cellNote, monthName } from '../lib/org-labels';
import { money } from '../lib/value-figures';

const MetricsCharts = lazy(() => import('./metrics-charts'));

const KPIS: [string, string][] = [
  ['enrolled', 'Enrolled'], ['activated', 'Activated'], ['active_30d', 'Active in 30 days'], ['chats', 'Chats'],
  ['appointments_completed', 'Appointments completed'], ['reports_resolved', 'Reports resolved'], ['savings_usd', 'Savings (USD)'], ['csat', 'Satisfaction (1–5)'],
  ['reply_hours', 'First reply (median hours)'],
];

/** "Figures for October 2026, published when the month closed." */
export const periodLine = (row: MetricsRecord) => `Figures for ${monthName(row.period_start)}, published when the month closed.`;

/** a period's figures as cards; "<11" where a count is small, "Held back" where one is withheld */
export function MetricsSummary({ row }: { row: MetricsRecord }) {
  const d = row.data as unknown as Record<string, Cell>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {KPIS.filter(([k]) => k in d).map(([k, label]) => (
        <Paper key={k} withBorder p="sm" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="gray.7">
            {label}
          </Text>
          <Text fz={d[k] === 'hidden' ? 20 : 24} fw={700} c={typeof d[k] === 'string' ? 'gray.8' : undefined}>
            {k === 'savings_usd' && typeof d[k] === 'number' ? money(d[k]) : cell(d[k])}
          </Text>
          {cellNote(d[k]) ? (
            <Text size="xs" c="gray.7">
              {cellNote(d[k])}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const utcDay = (d: Date, opts: Intl.DateTimeFormatOptions) => d.toLocaleDateString('en-US', { ...opts, timeZone: 'UTC' });

/** the day this month's figures are published: the first of next month (the job runs every hour) */
export function firstFiguresOn(now: Date): string {
  return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), { month: 'long', day: 'numeric', year: 'numeric' });
}

export function firstFiguresText(now: Date): string {
  const month = utcDay(now, { month: 'long' });
  return `Figures for a month are published once it has closed, so that no one's activity can be followed day by day. ${month}'s figures will appear here on ${firstFiguresOn(now)}.`;
}

/** Metrics tab: de-identified figures per closed month, with small and held-back cells visible */
export function MetricsTab({ scope }: { scope: { employer?: string; broker?: string } }) {
  const metrics = useMetrics(scope);
  if (metrics.isPending) return <Skeleton h={200} aria-label="Loading metrics" />;
  if (metrics.error) return <Text c="red.8" role="alert">{errorMessage(metrics.error)}</Text>;
  const rows = metrics.data ?? [];
  const latest = rows[rows.length - 1];
  if (!latest) {
    return <EmptyState title={`First figures on ${firstFiguresOn(new Date())}`}>{firstFiguresText(new Date())}</EmptyState>;
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{periodLine(latest)}</Text>
        <Text size="sm" c="gray.8">
          Published figures never change. They are de-identified: a count below 11 is shown as &lt;11, and a few other figures are held back so
          that a small one can&apos;t be worked out by subtracting the others.
        </Text>
      </Stack>
      {latest.suppressed ? (
        <Alert color="blue" title="Totals only">
          Fewer than 11 members have activated, so only the roster totals are shown. How they use Covey is held back to protect their privacy.
        </Alert>
      ) : null}
      <MetricsSummary row={latest} />
      <Suspense fallback={<Skeleton h={240} aria-label="Loading charts" />}>
        <MetricsCharts rows={rows} />
      </Suspense>
    </Stack>
  );
}
