import { Suspense, lazy } from 'react';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMetrics } from '../api/orgs-api';
import type { Cell, MetricsRecord } from '../api/org-types';
import { cell, cellNote, monthName } from '../lib/org-labels';
import { money } from '../lib/value-figures';
import { intlTag } from '../../../i18n/format';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const MetricsCharts = lazy(() => import('./metrics-charts'));

const KPIS: [string, MessageId][] = [
  ['enrolled', 'org.kpi.enrolled'], ['activated', 'org.kpi.activated'], ['active_30d', 'org.kpi.active30d'], ['chats', 'org.kpi.chats'],
  ['appointments_completed', 'org.kpi.appointmentsCompleted'], ['reports_resolved', 'org.kpi.reportsResolved'], ['savings_usd', 'org.kpi.savings'],
  ['csat', 'org.kpi.csat'], ['reply_hours', 'org.kpi.replyHours'],
];

/** "Figures for October 2026, published when the month closed." */
export const periodLine = (row: MetricsRecord) => translate('org.metrics.period', { month: monthName(row.period_start) });

/** a period's figures as cards; "<11" where a count is small, "Held back" where one is withheld */
export function MetricsSummary({ row }: { row: MetricsRecord }) {
  const t = useT();
  const d = row.data as unknown as Record<string, Cell>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {KPIS.filter(([k]) => k in d).map(([k, label]) => (
        <Paper key={k} withBorder p="sm" radius="md" role="group" aria-label={t(label)}>
          <Text size="sm" c="gray.7">
            {t(label)}
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

const utcDay = (d: Date, opts: Intl.DateTimeFormatOptions) => d.toLocaleDateString(intlTag(), { ...opts, timeZone: 'UTC' });

/** the day this month's figures are published: the first of next month (the job runs every hour) */
export function firstFiguresOn(now: Date): string {
  return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), { month: 'long', day: 'numeric', year: 'numeric' });
}

export function firstFiguresText(now: Date): string {
  return translate('org.metrics.firstFigures', { month: utcDay(now, { month: 'long' }), date: firstFiguresOn(now) });
}

/** Metrics tab: de-identified figures per closed month, with small and held-back cells visible */
export function MetricsTab({ scope }: { scope: { employer?: string; broker?: string } }) {
  const t = useT();
  const metrics = useMetrics(scope);
  if (metrics.isPending) return <Skeleton h={200} aria-label={t('org.metrics.loading')} />;
  if (metrics.error) return <Text c="red.8" role="alert">{errorMessage(metrics.error)}</Text>;
  const rows = metrics.data ?? [];
  const latest = rows[rows.length - 1];
  if (!latest) {
    return <EmptyState title={t('org.metrics.firstOn', { date: firstFiguresOn(new Date()) })}>{firstFiguresText(new Date())}</EmptyState>;
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{periodLine(latest)}</Text>
        <Text size="sm" c="gray.8">
          {t('org.metrics.explain')}
        </Text>
      </Stack>
      {latest.suppressed ? (
        <Alert color="blue" title={t('org.metrics.totalsOnly')}>
          {t('org.metrics.totalsOnlyBody')}
        </Alert>
      ) : null}
      <MetricsSummary row={latest} />
      <Suspense fallback={<Skeleton h={240} aria-label={t('org.metrics.loadingCharts')} />}>
        <MetricsCharts rows={rows} />
      </Suspense>
    </Stack>
  );
}
