import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ReportRecord } from '../api/report-types';
import { kindLabel, money, statusColor, statusLabel } from '../lib/labels';
import { slaState } from '../lib/sla';
import { formatDay } from '../../../lib/format-date';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** One report in a list: title (link), status chip, kind, person, age; the target for counselors. */
export function ReportRow({
  report,
  side,
  showPerson,
}: {
  report: ReportRecord;
  side: 'member' | 'counselor';
  showPerson: boolean;
}) {
  const t = useT();
  const sla = slaState(report);
  const draft = report.status === 'draft';
  const when = report.submitted_at || report.created;
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={
              draft
                ? `/reports/new?draft=${encodeURIComponent(report.id)}`
                : `/reports/${encodeURIComponent(report.id)}`
            }
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {report.title}
          </Anchor>
          <Badge color={statusColor(report.status)} variant="filled" style={{ flexShrink: 0 }}>
            {statusLabel(report.status, side)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="gray.7">
            {kindLabel(report.kind)}
            {showPerson && report.expand?.member ? ` · ${personName(report.expand.member, { fallback: t('reports.unnamed') })}` : ''}
            {` · ${t(draft ? 'reports.row.started' : 'reports.row.sent', { date: formatDay(when) })}`}
          </Text>
          {report.priority === 'urgent' ? (
            <Badge color="red.8" size="sm">
              {t('reports.urgent')}
            </Badge>
          ) : null}
          {report.amount_saved > 0 ? (
            <Badge color="green.9" size="sm" variant="outline">
              {t('reports.saved', { amount: money(report.amount_saved) })}
            </Badge>
          ) : null}
        </Group>
        {side === 'counselor' && (report.status === 'submitted' || sla.kind === 'overdue' || sla.kind === 'due') ? (
          <Text size="sm" c={sla.color} fw={600}>
            {sla.label}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
