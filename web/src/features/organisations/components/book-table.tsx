import { Anchor, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActivation, useBookMetrics } from '../api/orgs-api';
import { useOrgsLive } from '../api/use-orgs-live';
import type { EmployerRecord, MetricsRecord } from '../api/org-types';
import { cell, day, monthName, percent } from '../lib/org-labels';
import { StatusBadge } from './status-badge';
import { useT } from '../../../i18n/use-t';

function Activation({ employer }: { employer: string }) {
  const t = useT();
  const a = useActivation(employer);
  if (a.isPending) return <Skeleton h={14} w={60} aria-label={t('org.book.loadingActivation')} />;
  if (!a.data) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {percent(a.data.activated, a.data.enrolled)}{' '}
      <Text span size="xs" c="gray.7">
        {t('org.book.activationOf', { activated: a.data.activated, enrolled: a.data.enrolled })}
      </Text>
    </Text>
  );
}

/** the book of business: employer, status, plan year, activation */
export function BookTable({
  employers,
  caption,
  withFigures = true,
}: {
  employers: EmployerRecord[];
  caption: string;
  withFigures?: boolean;
}) {
  const t = useT();
  useOrgsLive();
  const metrics = useBookMetrics(withFigures);
  // rows come newest period first: the first row per employer is its latest
  const latest = new Map<string, MetricsRecord>();
  for (const m of metrics.data ?? []) if (!latest.has(m.employer)) latest.set(m.employer, m);
  const month = metrics.data?.[0]?.period_start;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs">
      {wide ? null : (
        // phones: a card per employer with every figure (the table would cut them off at 390 px)
        <Stack gap="xs" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {employers.map((e) => (
            <Paper key={e.id} component="li" withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} to={paths.employer.href(e.id)} fw={600}>
                    {e.name}
                  </Anchor>
                  <StatusBadge kind="employer" status={e.status} />
                </Group>
                <Text size="sm" c="gray.7">
                  {t('org.book.planYearOn', { date: day(e.plan_year_start) })}
                </Text>
                {withFigures ? (
                  <>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{t('org.book.activationColon')}</Text>
                      <Activation employer={e.id} />
                    </Group>
                    <Text size="sm">
                      {t('org.book.cardFigures', { active: cell(latest.get(e.id)?.data.active_30d), resolved: cell(latest.get(e.id)?.data.reports_resolved) })}
                    </Text>
                  </>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {wide ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('org.employer.title')}</Table.Th>
                <Table.Th scope="col">{t('org.field.status')}</Table.Th>
                <Table.Th scope="col">{t('org.book.planYear')}</Table.Th>
                {withFigures ? (
                  <>
                    <Table.Th scope="col">{t('org.book.activation')}</Table.Th>
                    <Table.Th scope="col">{t('org.kpi.active30d')}</Table.Th>
                    <Table.Th scope="col">{t('org.kpi.reportsResolved')}</Table.Th>
                  </>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employers.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.employer.href(e.id)} fw={600}>
                      {e.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge kind="employer" status={e.status} />
                  </Table.Td>
                  <Table.Td>{day(e.plan_year_start)}</Table.Td>
                  {withFigures ? (
                    <>
                      <Table.Td>
                        <Activation employer={e.id} />
                      </Table.Td>
                      <Table.Td>{cell(latest.get(e.id)?.data.active_30d)}</Table.Td>
                      <Table.Td>{cell(latest.get(e.id)?.data.reports_resolved)}</Table.Td>
                    </>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {withFigures && month ? (
        <Text size="sm" c="gray.8">
          {t('org.book.note', { month: monthName(month) })}
        </Text>
      ) : null}
    </Stack>
  );
}
