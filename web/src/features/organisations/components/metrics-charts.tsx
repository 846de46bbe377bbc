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

const SERIES = [
  { name: 'enrolled', label: 'Enrolled', color: 'indigo.7' },
  { name: 'activated', label: 'Activated', color: 'teal.7' },
  { name: 'active_30d', label: 'Active in 30 days', color: 'orange.7' },
] as const;
const USAGE = [
  { name: 'chats', label: 'Chats', color: 'blue.7' },
  { name: 'appointments_completed', label: 'Appointments', color: 'grape.7' },
  { name: 'reports_resolved', label: 'Reports resolved', color: 'green.8' },
] as const;

const month = (v: string) => storeDate(v).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const num = (v: unknown) => (typeof v === 'number' ? v : null);

function suppressedList(rows: MetricsRecord[], series: readonly { name: string; label: string }[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    for (const s of series) {
      const v = (r.data as unknown as Record<string, unknown>)[s.name];
      if (v === '<11') out.push(`${s.label} in ${month(r.period_start)}: <11`);
      else if (v === 'hidden') out.push(`${s.label} in ${month(r.period_start)}: held back`);
    }
  }
  return out;
}

export default function MetricsCharts({ rows }: { rows: MetricsRecord[] }) {
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
          Enrollment and activation
        </Title>
        <LineChart h={240} data={data} dataKey="period" series={SERIES.map((s) => ({ ...s }))} withLegend connectNulls={false} aria-label="Enrollment and activation by month" />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Use of Covey
        </Title>
        <BarChart h={240} data={data} dataKey="period" series={USAGE.map((s) => ({ ...s }))} withLegend aria-label="Chats, appointments and reports by month" />
      </Stack>
      {hidden.length ? (
        <Text size="sm" c="gray.8">
          Not plotted because fewer than 11 people are counted, or held back so that such a figure can&apos;t be worked out from the others:{' '}
          {hidden.join('; ')}.
        </Text>
      ) : null}
      {needs.length ? (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Top needs
          </Title>
          <Text size="sm" c="gray.8">
            Most common first, each shared by at least 11 members.
          </Text>
          <List type="ordered" aria-label="Top needs">
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
