import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useReports } from '../api/reports-api';
import { type ReportRecord } from '../api/report-types';
import { useReportsLive } from '../api/use-reports-live';
import { OPEN_STATUSES, statusColor, statusLabel } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { slaState } from '../lib/sla';
import { listStyle } from './report-row';
import { queueOrder } from './report-queue';
import { useSession } from '../../../lib/session';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

function HomeCard({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Member home: the open reports with their status. */
export function MemberReportsCard() {
  const reports = useReports('member');
  useReportsLive();
  const t = useT();
  const viewerId = useSession().user?.id;
  const choice = usePersonFilter(viewerId);
  const open = (reports.data ?? []).filter(
    (r) => shownFor(choice, r.member) && (r.status === 'draft' || OPEN_STATUSES.includes(r.status) || r.status === 'resolved'),
  );
  return (
    <HomeCard id="home-reports" title={t('reports.home.open')} link={{ to: '/reports/new', label: t('reports.file') }}>
      <QueryState
        isPending={reports.isPending}
        errorMessage={reports.error ? reportError(reports.error) : null}
        onRetry={() => void reports.refetch()}
        loadingLabel={t('reports.loadingYours')}
      >
        {open.length === 0 ? (
          <Text c="gray.7">{t('reports.home.noneOpen')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle}>
            {open.slice(0, 5).map((r) => (
              <li key={r.id}>
                <ReportLine
                  report={r}
                  whose={otherName(r.expand?.member, viewerId)}
                  to={r.status === 'draft' ? `/reports/new?draft=${r.id}` : `/reports/${r.id}`}
                  status={statusLabel(r.status)}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </HomeCard>
  );
}

/** Counselor home: reports sent and those needing attention (new, reopened, overdue first response). */
export function CounselorReportsCard() {
  const reports = useReports('queue');
  useReportsLive();
  const t = useT();
  const now = new Date();
  const attention = (reports.data ?? [])
    .filter((r) => r.status === 'submitted' || (r.status === 'in_review' && slaState(r, now).kind === 'overdue'))
    .sort(queueOrder);
  return (
    <HomeCard id="home-reports" title={t('reports.home.attention')} link={{ to: '/reports', label: t('reports.queue.title') }}>
      <QueryState
        isPending={reports.isPending}
        errorMessage={reports.error ? reportError(reports.error) : null}
        onRetry={() => void reports.refetch()}
        loadingLabel={t('reports.home.loading')}
      >
        {attention.length === 0 ? (
          <Text c="gray.7">{t('reports.home.noneWaiting')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle}>
            {attention.slice(0, 6).map((r) => {
              const sla = slaState(r, now);
              return (
                <li key={r.id}>
                  <ReportLine report={r} to={`/reports/${r.id}`} status={statusLabel(r.status, 'counselor')} />
                  <Text size="sm" c={sla.color}>
                    {r.expand?.member ? `${personName(r.expand.member, { fallback: t('reports.unnamed') })} · ` : ''}
                    {sla.label}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </HomeCard>
  );
}

/** /members/{id} for a counselor: that member's reports. */
export function MemberReportsSection({ memberId }: { memberId: string }) {
  const reports = useReports(`member:${memberId}`, `member = "${memberId.replace(/[^a-z0-9]/gi, '')}"`);
  useReportsLive();
  const t = useT();
  const items = (reports.data ?? []).slice().sort(queueOrder);
  return (
    <HomeCard id="member-reports" title={t('reports.title')} link={{ to: '/reports', label: t('reports.queue.title') }}>
      <QueryState
        isPending={reports.isPending}
        errorMessage={reports.error ? reportError(reports.error) : null}
        onRetry={() => void reports.refetch()}
        loadingLabel={t('reports.home.loading')}
      >
        {items.length === 0 ? (
          <Text c="gray.7">{t('reports.home.noneFromMember')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle}>
            {items.map((r) => (
              <li key={r.id}>
                <ReportLine report={r} to={`/reports/${r.id}`} status={statusLabel(r.status, 'counselor')} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </HomeCard>
  );
}

/** A report's title (a link) and its status badge, on one line. */
function ReportLine({ report, to, status, whose = '' }: { report: ReportRecord; to: string; status: string; whose?: string }) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={to} fw={600} lineClamp={1}>
        {whose ? t('reports.whoseTitle', { name: whose, title: report.title }) : report.title}
      </Anchor>
      <Badge color={statusColor(report.status)} variant="filled" style={{ flexShrink: 0 }}>
        {status}
      </Badge>
    </Group>
  );
}
