import type { ReactNode } from 'react';
import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useReport } from '../../../features/reports/api/reports-api';
import { MemberReports } from '../../../features/reports/components/member-reports';
import { ReportDetail } from '../../../features/reports/components/report-detail';
import { ReportForm } from '../../../features/reports/components/report-form';
import { ReportQueue } from '../../../features/reports/components/report-queue';
import { reportError } from '../../../features/reports/lib/report-errors';
import { useSession } from '../../../lib/session';
import { viewerRole } from '../../../lib/viewer-role';
import { otherName, possessive } from '../../../lib/whose';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';

export function ReportsScreen() {
  const session = useSession();
  const role = session.user?.role ?? '';
  if (viewerRole(session) === 'superuser') {
    return (
      <Page title="All reports" description="Every report members sent, urgent and longest waiting first.">
        <ReportQueue everyone />
      </Page>
    );
  }
  if (role === 'counselor') {
    return (
      <Page title="Reports" description="Your caseload's cases, urgent and longest waiting first.">
        <ReportQueue />
      </Page>
    );
  }
  if (role !== 'member') {
    return (
      <Page title="Reports">
        <EmptyState title="No reports here">Reports are shared between members and their counselors.</EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title="Reports"
      description="Bills, denied claims and questions you raised with your counselor."
      actions={
        <Button component={Link} to={paths.reportsNew.href()}>
          File a report
        </Button>
      }
    >
      <PersonSwitcher userId={session.user?.id ?? ''} />
      <MemberReports />
    </Page>
  );
}

export function ReportsNewScreen() {
  const session = useSession();
  const { user } = session;
  const viewer = viewerRole(session);
  const [params, setParams] = useSearchParams();
  // the draft named in the address when the screen opened (a reload finds it again)
  const [draftId] = useState(() => params.get('draft') ?? '');
  const draft = useReport(draftId);
  const navigate = useNavigate();
  const page = (children: ReactNode) => (
    <Page
      title={draftId ? 'Finish your report' : 'New report'}
      description={
        viewer === 'member'
          ? 'Tell your counselor what happened. You can save a draft and finish it later.'
          : 'Members file reports; a counselor turns a member\'s message into one.'
      }
      actions={
        <Anchor component={Link} to={paths.reports.href()}>
          All reports
        </Anchor>
      }
    >
      {children}
    </Page>
  );
  if (user?.role !== 'member') {
    return page(
      <EmptyState title="Reports are filed by members">
        {viewer === 'counselor'
          ? "Open a member's chat message and choose “Create report” to turn it into a report."
          : 'A member files a report from their account, or their counselor turns a chat message into one.'}
      </EmptyState>,
    );
  }
  if (draftId && (draft.isPending || draft.error)) {
    return page(
      <QueryState
        isPending={draft.isPending}
        errorMessage={draft.error ? reportError(draft.error) : null}
        onRetry={() => void draft.refetch()}
        loadingLabel="Loading your draft"
      >
        {null}
      </QueryState>,
    );
  }
  if (draft.data && draft.data.status !== 'draft') {
    return page(
      <EmptyState
        title="This report was already sent"
        action={
          <Button component={Link} to={paths.report.href(draft.data.id)}>
            Open the report
          </Button>
        }
      >
        It can no longer be edited as a draft.
      </EmptyState>,
    );
  }
  return page(
    <ReportForm
      userId={user.id}
      draft={draft.data ?? null}
      onSavedDraft={(r) => setParams({ draft: r.id }, { replace: true })}
      onSubmitted={(r) => void navigate(paths.report.href(r.id), { replace: true })}
    />,
  );
}

export function ReportScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const report = useReport(id);
  // another person's report says whose it is ("Alex's report: MRI bill looks too high")
  const whose = user?.role === 'member' ? otherName(report.data?.expand?.member, user.id) : '';
  return (
    <Page
      title={report.data ? (whose ? `${possessive(whose)} report: ${report.data.title}` : report.data.title) : 'Report'}
      actions={
        <Anchor component={Link} to={paths.reports.href()}>
          All reports
        </Anchor>
      }
    >
      <ReportDetail id={id} role={user?.role ?? ''} userId={user?.id ?? ''} />
    </Page>
  );
}
