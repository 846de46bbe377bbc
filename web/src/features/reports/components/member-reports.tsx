import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ViewOnlyNote, viewOnlyNames } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { useSession } from '../../../lib/session';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { useReports } from '../api/reports-api';
import { useReportsLive } from '../api/use-reports-live';
import { isOpen, money } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { ReportRow, listStyle } from './report-row';
import { useT } from '../../../i18n/use-t';

/**
 * The member's view of /reports: own and managed people's cases, open first, and the savings so
 * far. Follows the person switcher; another person's report names them.
 */
export function MemberReports() {
  const reports = useReports('member');
  useReportsLive();
  const t = useT();
  const viewerId = useSession().user?.id;
  const choice = usePersonFilter(viewerId);
  const viewOnly = useViewOnly(viewerId, 'reports');
  const items = (reports.data ?? []).filter((r) => shownFor(choice, r.member));
  const readOnly = viewOnlyNames(items, (r) => otherName(r.expand?.member, viewerId), (r) => viewOnly(r.member));
  const open = items.filter((r) => isOpen(r.status));
  const done = items.filter((r) => !isOpen(r.status));
  const saved = items.reduce(
    (sum, r) => sum + (r.status === 'resolved' || r.status === 'closed' ? r.amount_saved || 0 : 0),
    0,
  );
  // another person's report always says whose it is
  const many = items.some((r) => otherName(r.expand?.member, viewerId));
  return (
    <QueryState
      isPending={reports.isPending}
      errorMessage={reports.error ? reportError(reports.error) : null}
      onRetry={() => void reports.refetch()}
      loadingLabel={t('reports.loadingYours')}
    >
      <Stack gap="md">
        <Paper withBorder p="md" bg="green.0">
          <Text size="sm" c="gray.8">
            {t('reports.savingsToDate')}
          </Text>
          <Text fz={28} fw={700} c="green.9" data-testid="total-savings">
            {money(saved)}
          </Text>
          <Text size="sm" c="gray.8">
            {t('reports.savingsNote')}
          </Text>
        </Paper>
        {items.length === 0 ? (
          <EmptyState
            title={t('reports.noneYet')}
            action={
              <Button component={Link} to="/reports/new">
                {t('reports.file')}
              </Button>
            }
          >
            {t('reports.noneYetBody')}
          </EmptyState>
        ) : (
          <>
            {readOnly.map((name) => (
              <ViewOnlyNote key={name} name={name} many />
            ))}
            <Section title={t('reports.open')} empty={t('reports.nothingOpen')}>
              {open.map((r) => (
                <ReportRow key={r.id} report={r} side="member" showPerson={many} />
              ))}
            </Section>
            {done.length ? (
              <Section title={t('reports.finished')} empty="">
                {done.map((r) => (
                  <ReportRow key={r.id} report={r} side="member" showPerson={many} />
                ))}
              </Section>
            ) : null}
          </>
        )}
      </Stack>
    </QueryState>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children.length ? (
        <Stack gap="xs" component="ul" style={listStyle}>
          {children}
        </Stack>
      ) : (
        <Text c="gray.7">{empty}</Text>
      )}
    </Stack>
  );
}
