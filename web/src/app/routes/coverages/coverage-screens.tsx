import { Button, Group } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useVaultCard } from '../../../features/coverages/api/vault-card';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import {
  useCoverage,
  useCoveragesISee,
  usePeople,
  type PersonRecord,
} from '../../../features/coverages/api/coverage-actions';
import { DigitalCard } from '../../../features/coverages/components/coverage-card';
import { CoverageForm } from '../../../features/coverages/components/coverage-form';
import { CoveragePicker } from '../../../features/coverages/components/coverage-picker';
import { errorMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { isMinorNow } from '../../../lib/minors';
import { PersonSwitcher } from '../../../features/members/components/person-switcher';
import { ViewOnlyNote } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { personName } from '../../../lib/person-name';
import { useT } from '../../../i18n/use-t';

const saveButton = (label: string) => (busy: boolean) => (
  <Group justify="flex-end">
    <Button type="submit" loading={busy}>
      {label}
    </Button>
  </Group>
);

/** Self, the minors the user guards, and the other dependents they can see. */
function usePeopleSplit(userId: string) {
  const people = usePeople(userId);
  const self = people.data?.find((p) => p.user === userId) ?? null;
  const minors = (people.data ?? []).filter((p) => p.id !== self?.id && isMinorNow(p));
  const dependents = (people.data ?? []).filter((p) => p.id !== self?.id);
  return { people, self, minors, dependents };
}

function NoMemberRow() {
  const t = useT();
  return <EmptyState title={t('coverages.page.forMembers')}>{t('coverages.page.forMembersBody')}</EmptyState>;
}

export function CoveragesNewScreen() {
  const { user } = useSession();
  const t = useT();
  const { people, self, minors, dependents } = usePeopleSplit(user?.id ?? '');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const card = useVaultCard(params.get('file'));
  return (
    <Page title={t('coverages.page.addTitle')} description={t('coverages.page.addDescription')}>
      <QueryState
        isPending={people.isPending || card.isLoading}
        errorMessage={people.error ? errorMessage(people.error) : null}
        onRetry={() => void people.refetch()}
      >
        {self ? (
          <CoverageForm
            self={self}
            people={[self, ...minors]}
            dependents={dependents}
            initialFront={card.data ?? null}
            onSaved={(c) => void navigate(paths.coverageEdit.href(c.id), { replace: true })}
            actions={saveButton(t('coverages.page.save'))}
          />
        ) : (
          <NoMemberRow />
        )}
      </QueryState>
    </Page>
  );
}

/** `/coverages/edit`: every card the member sees (their own, their minors', shared ones), by the person switcher */
export function CoveragesEditScreen() {
  const { user } = useSession();
  const t = useT();
  const q = useCoveragesISee(user?.id ?? '');
  const choice = usePersonFilter(user?.id);
  const only = q.data?.length === 1 ? q.data[0] : undefined;
  const shown = (q.data ?? []).filter((c) => shownFor(choice, c.member));
  if (only) return <Navigate to={paths.coverageEdit.href(only.id)} replace />;
  return (
    <Page
      title={t('coverages.page.listTitle')}
      description={t('coverages.page.listDescription')}
      actions={
        <Button component={Link} to={paths.coveragesNew.href()}>
          {q.data?.length ? t('coverages.addAnother') : t('coverages.page.addTitle')}
        </Button>
      }
    >
      <QueryState
        isPending={q.isPending}
        errorMessage={q.error ? errorMessage(q.error) : null}
        onRetry={() => void q.refetch()}
      >
        <>
          {user?.role === 'member' ? <PersonSwitcher userId={user.id} /> : null}
          {shown.length ? (
            <CoveragePicker coverages={shown} />
          ) : q.data?.length ? (
            <EmptyState title={t('coverages.page.noneForPerson')}>{t('coverages.page.noneForPersonBody')}</EmptyState>
          ) : (
            <EmptyState title={t('coverages.page.noneYet')}>{t('coverages.page.noneYetBody')}</EmptyState>
          )}
        </>
      </QueryState>
    </Page>
  );
}

export function CoverageEditScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  const coverage = useCoverage(id);
  const { people, self, dependents } = usePeopleSplit(user?.id ?? '');
  const error = coverage.error ?? people.error;
  const owner = (coverage.data?.expand?.member ?? null) as PersonRecord | null;
  // another person's card says whose it is; one shared only to view has no form
  const whose = user?.role === 'member' ? otherName(owner, user.id) : '';
  const viewOnly = useViewOnly(user?.id, 'coverage')(coverage.data?.member);
  return (
    <Page
      title={whose ? t('coverages.page.whoseTitle', { name: whose }) : t('reports.form.coverage')}
      description={
        viewOnly
          ? whose
            ? t('coverages.page.whoseDescription', { name: whose })
            : t('coverages.page.yourDescription')
          : t('coverages.page.editDescription')
      }
      actions={
        <>
          <Button component={Link} to={paths.coveragesNew.href()} variant="light">
            {t('coverages.addAnother')}
          </Button>
          <Button component={Link} to={paths.coveragesEdit.href()} variant="subtle">
            {t('coverages.allCards')}
          </Button>
        </>
      }
    >
      <QueryState
        isPending={coverage.isPending || people.isPending}
        errorMessage={error ? errorMessage(error) : null}
        onRetry={() => void Promise.all([coverage.refetch(), people.refetch()])}
      >
        {coverage.data ? (
          <>
            <DigitalCard coverage={coverage.data} editLink={false} forName={whose && owner ? personName(owner) : ''} />
            {viewOnly ? (
              <ViewOnlyNote name={whose} />
            ) : (
              <CoverageForm
                key={coverage.data.updated}
                self={self ?? owner ?? ({ id: coverage.data.member, employer: '' } as PersonRecord)}
                coverage={coverage.data}
                dependents={dependents}
                onSaved={() => void coverage.refetch()}
                actions={saveButton(t('circles.edit.save'))}
              />
            )}
          </>
        ) : null}
      </QueryState>
    </Page>
  );
}
