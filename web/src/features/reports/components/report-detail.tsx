import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { useReport, useTimeline } from '../api/reports-api';
import { type ReportRecord } from '../api/report-types';
import { useReportsLive } from '../api/use-reports-live';
import { kindLabel, money, outcomeLabel, statusColor, statusLabel } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { slaState } from '../lib/sla';
import { ViewOnlyComments, ViewOnlyNote } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName } from '../../../lib/whose';
import { Attachments } from './attachments';
import { CommentForm, CounselorActions } from './counselor-actions';
import { MemberActions } from './member-actions';
import { ReportTimeline } from './report-timeline';
import { htmlToText as plain } from '../../../lib/html-text';
import { formatDay as day } from '../../../lib/format-date';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/message-id';
import { personName } from '../../../lib/person-name';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Facts({ r }: { r: ReportRecord }) {
  const t = useT();
  const rows: [MessageId, string][] = [
    ['reports.fact.kind', kindLabel(r.kind)],
    ['reports.fact.about', r.expand?.member ? personName(r.expand.member, { fallback: t('reports.unnamed') }) : ''],
    ['reports.fact.provider', r.provider_name],
    ['reports.form.serviceDate', day(r.service_date)],
    ['reports.form.amountBilled', r.amount_billed ? money(r.amount_billed) : ''],
    ['reports.fact.expected', r.amount_expected ? money(r.amount_expected) : ''],
    [
      'reports.form.coverage',
      r.expand?.coverage ? [r.expand.coverage.carrier, r.expand.coverage.plan_name].filter(Boolean).join(' · ') : '',
    ],
    ['reports.fact.sent', day(r.submitted_at)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} component="dl" m={0}>
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Group key={k} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="gray.7">
              {t('reports.fact.label', { label: t(k) })}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {v}
            </Text>
          </Group>
        ))}
    </SimpleGrid>
  );
}

/** /reports/{id}: what, status, resolution and savings, files, timeline and the allowed actions. */
export function ReportDetail({ id, role, userId }: { id: string; role: string; userId: string }) {
  const report = useReport(id);
  const t = useT();
  const r = report.data;
  const viewOnly = useViewOnly(userId, 'reports')(r?.member);
  const timeline = useTimeline(id, Boolean(r));
  useReportsLive();
  const staff = role === 'counselor';
  const side = staff ? 'counselor' : 'member';
  const notFound = report.error && 'status' in report.error && (report.error as { status: number }).status === 404;
  if (notFound)
    return (
      <EmptyState title={t('reports.notAvailable')}>{t('reports.notAvailableBody')}</EmptyState>
    );
  return (
    <QueryState
      isPending={report.isPending}
      errorMessage={report.error ? reportError(report.error) : null}
      onRetry={() => void report.refetch()}
      loadingLabel={t('reports.loadingReport')}
    >
      {r ? (
        <Stack gap="md">
          <Group gap="sm">
            <Badge size="lg" color={statusColor(r.status)} variant="filled" data-testid="report-status">
              {statusLabel(r.status, side)}
            </Badge>
            {r.priority === 'urgent' ? <Badge color="red.8">{t('reports.urgent')}</Badge> : null}
            {r.status !== 'draft' ? (
              <Text size="sm" c={slaState(r).color}>
                {staff
                  ? slaState(r).label
                  : r.first_response_at
                    ? t('reports.responded')
                    : t('reports.aimsToRespond')}
              </Text>
            ) : null}
          </Group>
          {staff ? (
            <CounselorActions report={r} />
          ) : viewOnly ? (
            <ViewOnlyNote name={otherName(r.expand?.member, userId)} />
          ) : (
            <MemberActions report={r} />
          )}
          {r.status === 'resolved' || r.status === 'closed' ? (
            <Card title={t('reports.resolution')}>
              <Group gap="sm">
                {r.outcome ? (
                  <Badge color="green.9" variant="outline">
                    {outcomeLabel(r.outcome)}
                  </Badge>
                ) : null}
                <Text fw={700} c="green.9">
                  {t('reports.saved', { amount: money(r.amount_saved || 0) })}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{plain(r.resolution)}</Text>
              {r.satisfaction ? (
                <Text size="sm" c="gray.8">
                  {t('reports.rating', { n: r.satisfaction })}
                  {r.satisfaction_note ? ` · “${r.satisfaction_note}”` : ''}
                </Text>
              ) : null}
            </Card>
          ) : null}
          <Card title={t('reports.details')}>
            <Facts r={r} />
            {r.description ? (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{plain(r.description)}</Text>
            ) : null}
          </Card>
          <Card title={t('reports.files')}>
            <Attachments report={r} />
          </Card>
          <Card title={t('reports.timeline')}>
            <QueryState
              isPending={timeline.isPending}
              errorMessage={timeline.error ? reportError(timeline.error) : null}
              onRetry={() => void timeline.refetch()}
              loadingLabel={t('reports.loadingTimeline')}
            >
              {timeline.data ? <ReportTimeline timeline={timeline.data} me={userId} /> : null}
            </QueryState>
            {r.status === 'draft' ? null : viewOnly && !staff ? (
              // shared to view: the server refuses a comment, so no box is offered (#29)
              <ViewOnlyComments name={otherName(r.expand?.member, userId)} />
            ) : (
              <CommentForm report={r} staff={staff} />
            )}
          </Card>
        </Stack>
      ) : null}
    </QueryState>
  );
}
