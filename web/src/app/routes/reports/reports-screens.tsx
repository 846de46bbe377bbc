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
import { otherName } from '../../../lib/whose';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';
import { useT } from '../../../i18n/use-t';

export function ReportsScreen() {
  const session = useSession();
  const t = useT();
  const role = session.user?.role ?? '';
  if (viewerRole(session) === 'superuser') {
    return (
      <Page title={t('reports.allTitle')} description={t('reports.allDescription')}>
        <ReportQueue everyone />
      </Page>
    );
  }
  if (role === 'counselor') {
    return (
      <Page title={t('reports.title')} description={t('reports.counselorDescription')}>
        <ReportQueue />
      </Page>
    );
  }
  if (role !== 'member') {
    return (
      <Page title={t('reports.title')}>
        <EmptyState title={t('reports.noneHere')}>{t('reports.sharedNote')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={t('reports.title')}
      description={t('reports.memberDescription')}
      actions={
        <Button component={Link} to={paths.reportsNew.href()}>
          {t('reports.file')}
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
  const t = useT();
  const { user } = session;
  const viewer = viewerRole(session);
  const [params, setParams] = useSearchParams();
  // the draft named in the address when the screen opened (a reload finds it again)
  const [draftId] = useState(() => params.get('draft') ?? '');
  const draft = useReport(draftId);
  const navigate = useNavigate();
  const page = (children: ReactNode) => (
    <Page
      title={draftId ? t('reports.finishTitle') : t('reports.newTitle')}
      description={viewer === 'member' ? t('reports.newDescription') : t('reports.newDescriptionStaff')}
      actions={
        <Anchor component={Link} to={paths.reports.href()}>
          {t('reports.allLink')}
        </Anchor>
      }
    >
      {children}
    </Page>
  );
  if (user?.role !== 'member') {
    return page(
      <EmptyState title={t('reports.filedByMembers')}>
        {viewer === 'counselor' ? t('reports.filedByMembersCounselor') : t('reports.filedByMembersOther')}
      </EmptyState>,
    );
  }
  if (draftId && (draft.isPending || draft.error)) {
    return page(
      <QueryState
        isPending={draft.isPending}
        errorMessage={draft.error ? reportError(draft.error) : null}
        onRetry={() => void draft.refetch()}
        loadingLabel={t('reports.loadingDraft')}
      >
        {null}
      </QueryState>,
    );
  }
  if (draft.data && draft.data.status !== 'draft') {
    return page(
      <EmptyState
        title={t('reports.alreadySent')}
        action={
          <Button component={Link} to={paths.report.href(draft.data.id)}>
            {t('reports.openReport')}
          </Button>
        }
      >
        {t('reports.alreadySentBody')}
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
  const t = useT();
  const report = useReport(id);
  // another person's report says whose it is ("Alex's report: MRI bill looks too high")
  const whose = user?.role === 'member' ? otherName(report.data?.expand?.member, user.id) : '';
  return (
    <Page
      title={
        report.data
          ? whose
            ? t('reports.whoseTitle', { name: whose, title: report.data.title })
            : report.data.title
          : t('reports.kind.report')
      }
      actions={
        <Anchor component={Link} to={paths.reports.href()}>
          {t('reports.allLink')}
        </Anchor>
      }
    >
      <ReportDetail id={id} role={user?.role ?? ''} userId={user?.id ?? ''} />
    </Page>
  );
}
