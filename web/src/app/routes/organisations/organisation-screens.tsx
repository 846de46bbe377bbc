import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MailSetupNotice } from '../../../components/mail-setup-notice';
import { useMailConfigured } from '../../../lib/mail-status';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import {
  BookTable, BrokerDetail, EmployerDetail, StaffForm, useBroker, useBrokers, useEmployer, useEmployers,
} from '../../../features/organisations/components/panels';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-label={label}>
      <Skeleton h={32} w="40%" />
      <Skeleton h={120} />
    </Stack>
  );
}

/** S: adding an organisation or a counselor, on the page itself (product.md §4 "Operators"). */
function SuperuserCreate({ kind, label }: { kind: 'employer' | 'broker' | 'counselor'; label: string }) {
  const mail = useMailConfigured();
  return (
    <>
      <MailSetupNotice configured={mail.data?.configured} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="staff-create-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="staff-create-title">
            {label}
          </Title>
          <StaffForm defaultKind={kind} />
        </Stack>
      </Paper>
    </>
  );
}

export function BrokersScreen() {
  const t = useT();
  const { user, isSuperuser } = useSession();
  const brokers = useBrokers();
  if (user?.role === 'broker' && user['broker']) return <Navigate to={paths.broker.href(String(user['broker']))} replace />;
  return (
    <Page title={t('org.brokers.title')} description={isSuperuser ? t('org.brokers.descriptionOperator') : t('org.brokers.description')}>
      <Stack gap="md">
        {isSuperuser ? <SuperuserCreate kind="broker" label={t('org.brokers.add')} /> : null}
        {brokers.isPending ? (
          <Loading label={t('org.brokers.loading')} />
        ) : brokers.error ? (
          <Text c="red.8" role="alert">{errorMessage(brokers.error)}</Text>
        ) : brokers.data?.length ? (
          brokers.data.map((b) => (
            <Paper key={b.id} withBorder p="md" radius="md">
              <Anchor component={Link} to={paths.broker.href(b.id)} fw={600}>
                {b.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {[b.email, b.phone].filter(Boolean).join(' · ') || t('org.brokers.noContact')}
              </Text>
            </Paper>
          ))
        ) : (
          <EmptyState title={t('org.brokers.emptyTitle')}>{t('org.brokers.emptyBody')}</EmptyState>
        )}
      </Stack>
    </Page>
  );
}

export function BrokerScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  const broker = useBroker(id);
  if (broker.error) {
    return errorStatus(broker.error) === 404 ? (
      <Page title={t('org.broker.title')}>
        <EmptyState title={t('org.broker.notFoundTitle')}>{t('org.notFoundBody')}</EmptyState>
      </Page>
    ) : (
      <Page title={t('org.broker.title')}>
        <Text c="red.8" role="alert">{errorMessage(broker.error)}</Text>
      </Page>
    );
  }
  const b = broker.data;
  const onTeam = isSuperuser || Boolean(b && user && (b.users ?? []).includes(user.id));
  return (
    <Page title={b?.name ?? t('org.broker.title')} description={onTeam ? t('org.broker.descriptionTeam') : t('org.broker.descriptionEmployer')}>
      {b ? <BrokerDetail broker={b} onTeam={onTeam} userId={user?.id} /> : <Loading label={t('org.broker.loading')} />}
    </Page>
  );
}

export function EmployersScreen() {
  const t = useT();
  const { user, isSuperuser } = useSession();
  const employers = useEmployers();
  const { search } = useLocation();
  const role = user?.role ?? '';
  const list = employers.data ?? [];
  // one employer: straight to its page, keeping the tab the link asked for (the Metrics item opens the figures)
  if (!isSuperuser && (role === 'employer' || role === 'member') && list.length === 1) return <Navigate to={`${paths.employer.href(list[0]!.id)}${search}`} replace />;
  const description = isSuperuser
    ? t('org.employers.descriptionOperator')
    : role === 'broker'
      ? t('org.employers.descriptionBroker')
      : role === 'counselor'
        ? t('org.employers.descriptionCounselor')
        : t('org.employers.description');
  return (
    <Page title={role === 'broker' ? t('org.book.title') : t('org.employers.title')} description={description}>
      <Stack gap="md">
        {isSuperuser ? <SuperuserCreate kind="employer" label={t('org.employers.add')} /> : null}
        {employers.isPending ? (
          <Loading label={t('org.employers.loading')} />
        ) : employers.error ? (
          <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>
        ) : list.length ? (
          <BookTable
            employers={list}
            caption={role === 'broker' ? t('org.employers.captionBroker') : t('org.employers.title')}
            withFigures={isSuperuser || role === 'broker' || role === 'employer'}
          />
        ) : (
          <EmptyState title={t('org.employers.emptyTitle')}>{t('org.employers.emptyBody')}</EmptyState>
        )}
      </Stack>
    </Page>
  );
}

export function EmployerScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  const employer = useEmployer(id);
  if (employer.error) {
    return errorStatus(employer.error) === 404 ? (
      <Page title={t('org.employer.title')}>
        <EmptyState title={t('org.employer.notFoundTitle')}>{t('org.notFoundBody')}</EmptyState>
      </Page>
    ) : (
      <Page title={t('org.employer.title')}>
        <Text c="red.8" role="alert">{errorMessage(employer.error)}</Text>
      </Page>
    );
  }
  const e = employer.data;
  return (
    <Page title={e?.name ?? t('org.employer.title')}>
      {e ? <EmployerDetail employer={e} viewer={{ role: user?.role ?? '', userId: user?.id ?? '', isSuperuser }} /> : <Loading label={t('org.employer.loading')} />}
    </Page>
  );
}

export { CounselorScreen } from './counselor-screen';
