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
import { HELD_BACK, TOO_FEW, hours, kindsOf, money, savingsTotal, series, shortMonth, type SeriesPoint } from '../lib/value-figures';

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

function FigureTable({ title, unit, points, column = 'Month' }: { title: string; unit: string; points: ChartProps['points']; column?: string }) {
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{column}</Table.Th>
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
  const few = points.filter((p) => p.text === TOO_FEW).map((p) => p.period);
  const held = points.filter((p) => p.text === HELD_BACK).map((p) => p.period);
  if (!few.length && !held.length) return null;
  return (
    <Text size="xs" c="gray.7">
      {few.length ? `${TOO_FEW}: ${few.join(', ')}. ` : ''}
      {held.length ? `${HELD_BACK}: ${held.join(', ')}.` : ''}
    </Text>
  );
}

function ValueChart({ title, what, points, unit, kind, color, summary, yMax, format, column }: ChartProps) {
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
            No month has a figure to show yet.
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
          {table ? `Hide the table: ${title}` : `Show the table: ${title}`}
        </Button>
      </Stack>
    </Paper>
  );
}

function savingsSummary(points: SeriesPoint[]): string | undefined {
  const { total, partial } = savingsTotal(points);
  if (!points.some((p) => p.value !== null)) return undefined;
  const months = points.length === 1 ? 'the month shown' : `the ${points.length} months shown`;
  return partial ? `At least ${money(total)} in ${months}` : `${money(total)} in ${months}`;
}

export default function ValueCharts({ rows }: { rows: MetricsRecord[] }) {
  const latest = rows[rows.length - 1];
  const savings = series(rows, 'savings_usd', money);
  const kinds = kindsOf(latest);
  const kindPoints = kinds.map((k) => ({ period: k.label, value: k.value, text: k.text }));
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        The value members get
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ValueChart
          title="Savings delivered"
          what="Money counselors saved members on reports resolved each month."
          points={savings}
          unit="Savings"
          kind="bar"
          color="green.7"
          summary={savingsSummary(savings)}
          format={money}
        />
        <ValueChart
          title="Members using Covey"
          what="Members active in the last 30 days of each month."
          points={series(rows, 'active_30d')}
          unit="Active members"
          kind="line"
          color="teal.7"
        />
        <ValueChart
          title="Satisfaction"
          what="Average rating members gave after a resolved report or a call, from 1 to 5."
          points={series(rows, 'csat', (n) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} of 5`)}
          unit="Average rating"
          kind="line"
          color="orange.7"
          yMax={5}
        />
        <ValueChart
          title="Appointments held"
          what="Calls and visits with a counselor that took place each month."
          points={series(rows, 'appointments_completed')}
          unit="Appointments"
          kind="bar"
          color="grape.7"
        />
        <ValueChart
          title="Response time"
          what="Median hours from a member's first message in a month to a counselor's first reply."
          points={series(rows, 'reply_hours', hours)}
          unit="Median hours"
          kind="line"
          color="blue.7"
          format={hours}
        />
        {latest && kindPoints.length ? (
          <ValueChart
            title="What members asked for help with"
            what={`Reports resolved in ${shortMonth(latest.period_start)}, by kind.`}
            points={kindPoints}
            unit="Reports resolved"
            kind="bar"
            color="indigo.7"
            column="Kind of request"
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
