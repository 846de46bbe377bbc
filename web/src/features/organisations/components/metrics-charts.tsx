/**
 * The Metrics tab's charts (@mantine/charts on recharts). Loaded lazily (metrics-tab.tsx), so the
 * chart code never weighs on the first load. Suppressed cells ("<11", or held back so that a small
 * one can't be worked out) are not plotted: they are listed under the chart instead, so the
 * suppression stays visible. Top needs are names in order, never counts (decision 0029).
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { List, Stack, Text, Title } from '@mantine/core';
import type { MetricsRecord } from '../api/org-types';
import { NEED_LABEL } from '../lib/org-labels';
import { storeDate } from '../../../lib/store-date';
import ValueCharts from './value-charts';
import { intlTag } from '../../../i18n/format';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

type Series = readonly { name: string; label: MessageId; color: string }[];
const SERIES: Series = [
  { name: 'enrolled', label: 'org.kpi.enrolled', color: 'indigo.7' },
  { name: 'activated', label: 'org.kpi.activated', color: 'teal.7' },
  { name: 'active_30d', label: 'org.kpi.active30d', color: 'orange.7' },
];
const USAGE: Series = [
  { name: 'chats', label: 'org.kpi.chats', color: 'blue.7' },
  { name: 'appointments_completed', label: 'org.kpi.appointments', color: 'grape.7' },
  { name: 'reports_resolved', label: 'org.kpi.reportsResolved', color: 'green.8' },
];

const month = (v: string) => storeDate(v).toLocaleDateString(intlTag(), { month: 'short', year: 'numeric', timeZone: 'UTC' });
const num = (v: unknown) => (typeof v === 'number' ? v : null);

function suppressedList(rows: MetricsRecord[], series: Series): string[] {
  const out: string[] = [];
  for (const r of rows) {
    for (const s of series) {
      const v = (r.data as unknown as Record<string, unknown>)[s.name];
      if (v === '<11') out.push(translate('org.charts.fewer', { figure: translate(s.label), month: month(r.period_start) }));
      else if (v === 'hidden') out.push(translate('org.charts.heldBack', { figure: translate(s.label), month: month(r.period_start) }));
    }
  }
  return out;
}

export default function MetricsCharts({ rows }: { rows: MetricsRecord[] }) {
  const t = useT();
  const data = rows.map((r) => {
    const d = r.data as unknown as Record<string, unknown>;
    const point: Record<string, string | number | null> = { period: month(r.period_start) };
    for (const s of [...SERIES, ...USAGE]) point[s.name] = num(d[s.name]);
    return point;
  });
  const hidden = [...suppressedList(rows, SERIES), ...suppressedList(rows, USAGE)];
  const latest = rows[rows.length - 1];
  const needs = (latest?.data.top_needs ?? []).map((n) => NEED_LABEL[n.need] ?? n.need);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('org.charts.enrollment')}
        </Title>
        <LineChart h={240} data={data} dataKey="period" series={SERIES.map((s) => ({ ...s, label: t(s.label) }))} withLegend connectNulls={false} aria-label={t('org.charts.enrollmentLabel')} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('org.charts.usage')}
        </Title>
        <BarChart h={240} data={data} dataKey="period" series={USAGE.map((s) => ({ ...s, label: t(s.label) }))} withLegend aria-label={t('org.charts.usageLabel')} />
      </Stack>
      {hidden.length ? (
        <Text size="sm" c="gray.8">
          {t('org.charts.notPlotted', { list: hidden.join('; ') })}
        </Text>
      ) : null}
      {needs.length ? (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {t('org.charts.topNeeds')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('org.charts.topNeedsHelp')}
          </Text>
          <List type="ordered" aria-label={t('org.charts.topNeeds')}>
            {needs.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <ValueCharts rows={rows} />
    </Stack>
  );
}
