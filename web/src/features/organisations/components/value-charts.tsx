/**
 * What the employer or broker gets for its money (issue 30, decision 0055): savings delivered,
 * engagement, satisfaction, appointments held, response times and what members asked for help with,
 * month by month from the published `metrics` rows. Part of the lazily loaded chart chunk
 * (metrics-charts.tsx). Each chart has a title and its figures as a table (visually hidden, or shown on
 * request); a withheld month is never plotted and reads "Too few people to show" or why it is held back.
 */
import { useState } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MetricsRecord } from '../api/org-types';
import { heldBack, hours, kindsOf, money, savingsTotal, series, shortMonth, tooFew, type SeriesPoint } from '../lib/value-figures';
import { intlTag } from '../../../i18n/format';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

interface ChartProps {
  title: string;
  what: string;
  points: { period: string; value: number | null; text: string }[];
  unit: string;
  kind: 'bar' | 'line';
  color: string;
  summary?: string;
  yMax?: number;
  format?: (n: number) => string;
  /** what the table's first column holds */
  column?: string;
}

/** the chart is a picture of the table beside it: kept out of the tab order and the accessibility tree */
const NOT_FOCUSABLE = { accessibilityLayer: false };

function FigureTable({ title, unit, points, column }: { title: string; unit: string; points: ChartProps['points']; column?: string }) {
  const t = useT();
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{column ?? t('org.value.month')}</Table.Th>
          <Table.Th scope="col">{unit}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((p) => (
          <Table.Tr key={p.period}>
            <Table.Th scope="row" fw={400}>
              {p.period}
            </Table.Th>
            <Table.Td>{p.text}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** the months not plotted, grouped by why */
function Withheld({ points }: { points: ChartProps['points'] }) {
  const few = points.filter((p) => p.text === tooFew()).map((p) => p.period);
  const held = points.filter((p) => p.text === heldBack()).map((p) => p.period);
  if (!few.length && !held.length) return null;
  return (
    <Text size="xs" c="gray.7">
      {few.length ? `${tooFew()}: ${few.join(', ')}. ` : ''}
      {held.length ? `${heldBack()}: ${held.join(', ')}.` : ''}
    </Text>
  );
}

function ValueChart({ title, what, points, unit, kind, color, summary, yMax, format, column }: ChartProps) {
  const t = useT();
  const [table, setTable] = useState(false);
  const data = points.map((p) => ({ period: p.period, value: p.value }));
  const plotted = points.some((p) => p.value !== null);
  const s = [{ name: 'value', label: unit, color }];
  const yAxisProps = yMax ? { domain: [0, yMax] } : undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {title}
        </Title>
        <Text size="sm" c="gray.8">
          {what}
        </Text>
        {summary ? (
          <Text fw={700} fz="xl">
            {summary}
          </Text>
        ) : null}
        {plotted ? (
          <div aria-hidden="true">
            {kind === 'bar' ? (
              <BarChart h={180} data={data} dataKey="period" series={s} yAxisProps={yAxisProps} valueFormatter={format} barChartProps={NOT_FOCUSABLE} />
            ) : (
              <LineChart
                h={180}
                data={data}
                dataKey="period"
                series={s}
                connectNulls={false}
                yAxisProps={yAxisProps}
                valueFormatter={format}
                lineChartProps={NOT_FOCUSABLE}
              />
            )}
          </div>
        ) : (
          <Text size="sm" c="gray.7">
            {t('org.value.noMonth')}
          </Text>
        )}
        <Withheld points={points} />
        {table ? (
          <FigureTable title={title} unit={unit} points={points} column={column} />
        ) : (
          <VisuallyHidden>
            <FigureTable title={title} unit={unit} points={points} column={column} />
          </VisuallyHidden>
        )}
        <Button variant="subtle" size="compact-sm" onClick={() => setTable((v) => !v)} aria-expanded={table} styles={{ root: { alignSelf: 'flex-start', height: 'auto', minHeight: 26 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}>
          {table ? t('org.value.hideTable', { title }) : t('org.value.showTable', { title })}
        </Button>
      </Stack>
    </Paper>
  );
}

function savingsSummary(points: SeriesPoint[]): string | undefined {
  const { total, partial } = savingsTotal(points);
  if (!points.some((p) => p.value !== null)) return undefined;
  const values = { amount: money(total), count: points.length };
  return partial ? translate('org.value.savingsAtLeast', values) : translate('org.value.savingsTotal', values);
}

export default function ValueCharts({ rows }: { rows: MetricsRecord[] }) {
  const t = useT();
  const latest = rows[rows.length - 1];
  const savings = series(rows, 'savings_usd', money);
  const kinds = kindsOf(latest);
  const kindPoints = kinds.map((k) => ({ period: k.label, value: k.value, text: k.text }));
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('org.value.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ValueChart
          title={t('org.value.savings')}
          what={t('org.value.savingsWhat')}
          points={savings}
          unit={t('org.value.savingsUnit')}
          kind="bar"
          color="green.7"
          summary={savingsSummary(savings)}
          format={money}
        />
        <ValueChart
          title={t('org.value.active')}
          what={t('org.value.activeWhat')}
          points={series(rows, 'active_30d')}
          unit={t('org.value.activeUnit')}
          kind="line"
          color="teal.7"
        />
        <ValueChart
          title={t('org.value.csat')}
          what={t('org.value.csatWhat')}
          points={series(rows, 'csat', (n) => t('org.value.ofFive', { n: new Intl.NumberFormat(intlTag(), { maximumFractionDigits: 1 }).format(n) }))}
          unit={t('org.value.csatUnit')}
          kind="line"
          color="orange.7"
          yMax={5}
        />
        <ValueChart
          title={t('org.value.appointments')}
          what={t('org.value.appointmentsWhat')}
          points={series(rows, 'appointments_completed')}
          unit={t('org.kpi.appointments')}
          kind="bar"
          color="grape.7"
        />
        <ValueChart
          title={t('org.value.reply')}
          what={t('org.value.replyWhat')}
          points={series(rows, 'reply_hours', hours)}
          unit={t('org.value.replyUnit')}
          kind="line"
          color="blue.7"
          format={hours}
        />
        {latest && kindPoints.length ? (
          <ValueChart
            title={t('org.value.kinds')}
            what={t('org.value.kindsWhat', { month: shortMonth(latest.period_start) })}
            points={kindPoints}
            unit={t('org.kpi.reportsResolved')}
            kind="bar"
            color="indigo.7"
            column={t('org.value.kindColumn')}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
