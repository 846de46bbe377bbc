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
  const { user, isSuperuser } = useSession();
  const brokers = useBrokers();
  if (user?.role === 'broker' && user['broker']) return <Navigate to={paths.broker.href(String(user['broker']))} replace />;
  return (
    <Page title="Brokers" description={isSuperuser ? 'Every broker agency.' : 'The broker agency connected to your employer.'}>
      <Stack gap="md">
        {isSuperuser ? <SuperuserCreate kind="broker" label="Add a broker agency or counselor" /> : null}
        {brokers.isPending ? (
          <Loading label="Loading brokers" />
        ) : brokers.error ? (
          <Text c="red.8" role="alert">{errorMessage(brokers.error)}</Text>
        ) : brokers.data?.length ? (
          brokers.data.map((b) => (
            <Paper key={b.id} withBorder p="md" radius="md">
              <Anchor component={Link} to={paths.broker.href(b.id)} fw={600}>
                {b.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {[b.email, b.phone].filter(Boolean).join(' · ') || 'No contact details yet'}
              </Text>
            </Paper>
          ))
        ) : (
          <EmptyState title="No brokers yet">Broker agencies connected to your account will appear here.</EmptyState>
        )}
      </Stack>
    </Page>
  );
}

export function BrokerScreen() {
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  const broker = useBroker(id);
  if (broker.error) {
    return errorStatus(broker.error) === 404 ? (
      <Page title="Broker">
        <EmptyState title="This broker is not available">It may have been removed or not shared with you.</EmptyState>
      </Page>
    ) : (
      <Page title="Broker">
        <Text c="red.8" role="alert">{errorMessage(broker.error)}</Text>
      </Page>
    );
  }
  const b = broker.data;
  const onTeam = isSuperuser || Boolean(b && user && (b.users ?? []).includes(user.id));
  return (
    <Page title={b?.name ?? 'Broker'} description={onTeam ? 'Your agency, team and book of business.' : 'Your employer\'s broker.'}>
      {b ? <BrokerDetail broker={b} onTeam={onTeam} userId={user?.id} /> : <Loading label="Loading the agency" />}
    </Page>
  );
}

export function EmployersScreen() {
  const { user, isSuperuser } = useSession();
  const employers = useEmployers();
  const { search } = useLocation();
  const role = user?.role ?? '';
  const list = employers.data ?? [];
  // one employer: straight to its page, keeping the tab the link asked for (the Metrics item opens the figures)
  if (!isSuperuser && (role === 'employer' || role === 'member') && list.length === 1) return <Navigate to={`${paths.employer.href(list[0]!.id)}${search}`} replace />;
  const description = isSuperuser
    ? 'Every employer group.'
    : role === 'broker'
      ? 'Your book of business.'
      : role === 'counselor'
        ? 'Employers you serve.'
        : 'Your employer.';
  return (
    <Page title={role === 'broker' ? 'Book of business' : 'Employers'} description={description}>
      <Stack gap="md">
        {isSuperuser ? <SuperuserCreate kind="employer" label="Add a direct employer, broker agency or counselor" /> : null}
        {employers.isPending ? (
          <Loading label="Loading employers" />
        ) : employers.error ? (
          <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>
        ) : list.length ? (
          <BookTable
            employers={list}
            caption={role === 'broker' ? 'Employers in your book of business' : 'Employers'}
            withFigures={isSuperuser || role === 'broker' || role === 'employer'}
          />
        ) : (
          <EmptyState title="No employers yet">Employers connected to your account will appear here.</EmptyState>
        )}
      </Stack>
    </Page>
  );
}

export function EmployerScreen() {
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  const employer = useEmployer(id);
  if (employer.error) {
    return errorStatus(employer.error) === 404 ? (
      <Page title="Employer">
        <EmptyState title="This employer is not available">It may have been removed or not shared with you.</EmptyState>
      </Page>
    ) : (
      <Page title="Employer">
        <Text c="red.8" role="alert">{errorMessage(employer.error)}</Text>
      </Page>
    );
  }
  const e = employer.data;
  return (
    <Page title={e?.name ?? 'Employer'}>
      {e ? <EmployerDetail employer={e} viewer={{ role: user?.role ?? '', userId: user?.id ?? '', isSuperuser }} /> : <Loading label="Loading the employer" />}
    </Page>
  );
}

export { CounselorScreen } from './counselor-screen';
