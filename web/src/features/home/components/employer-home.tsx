import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { ROSTER_STATUSES, useMyEmployers, useRosterCounts, type HomeEmployer } from '../api/organisation-home';
import { enrollmentSentence, enrollmentState } from '../lib/enrollment';
import { HomeSection } from './home-section';

const STATUS_LABEL: Record<string, string> = {
  invited: 'Invited',
  onboarding: 'Signing up',
  pending: 'Confirming',
  active: 'Active',
  inactive: 'Inactive',
  prospect: 'Prospect',
  terminated: 'Ended',
};

export const statusLabel = (status: string) => STATUS_LABEL[status] ?? (status || 'Not set');

function RosterFunnel({ employer }: { employer: HomeEmployer }) {
  const counts = useRosterCounts(employer.id);
  const c = counts.data;
  const total = c ? ROSTER_STATUSES.reduce((sum, s) => sum + (s === 'inactive' ? 0 : c[s]), 0) : 0;
  return (
    <HomeSection id="home-roster" title="Roster">
      <QueryState
        isPending={counts.isPending}
        errorMessage={counts.error ? errorMessage(counts.error) : null}
        onRetry={() => void counts.refetch()}
        loadingLabel="Loading the roster"
      >
        {c && total === 0 && c.inactive === 0 ? (
          <Text c="gray.7">No employees on the roster yet. Invite them to get started.</Text>
        ) : (
          <Stack gap="xs">
            <dl className="covey-funnel">
              {ROSTER_STATUSES.filter((s) => s !== 'inactive' || (c?.inactive ?? 0) > 0).map((s) => (
                <div key={s}>
                  <dt>{statusLabel(s)}</dt>
                  <dd>{c?.[s] ?? 0}</dd>
                </div>
              ))}
            </dl>
            {total > 0 ? (
              <Text size="sm" c="gray.7">
                {Math.round(((c?.active ?? 0) / total) * 100)}% of {total} employees are active.
              </Text>
            ) : null}
          </Stack>
        )}
        <Anchor component={Link} to={paths.members.path} fw={600}>
          Open the roster
        </Anchor>
      </QueryState>
    </HomeSection>
  );
}

/** The employer admin's home: their company, the roster funnel, open-enrollment countdown, invite. */
export function EmployerHome({ userId }: { userId: string }) {
  const employers = useMyEmployers(userId);
  const employer = employers.data?.[0];
  return (
    <QueryState
      isPending={employers.isPending}
      errorMessage={employers.error ? errorMessage(employers.error) : null}
      onRetry={() => void employers.refetch()}
      loadingLabel="Loading your company"
    >
      {employer ? (
        <Stack gap="md">
          <HomeSection id="home-company" title={employer.name}>
            <Group gap="xs">
              <Text c="gray.7">Status</Text>
              <Badge variant="filled" color={employer.status === 'active' ? 'green.8' : 'gray.7'}>
                {statusLabel(employer.status)}
              </Badge>
            </Group>
            <Group gap="sm">
              <Button component={Link} to={paths.invites.path}>
                Invite employees
              </Button>
            </Group>
          </HomeSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RosterFunnel employer={employer} />
            <HomeSection id="home-enrollment" title="Open enrollment">
              <Text>
                {enrollmentSentence(enrollmentState(employer.open_enrollment_start, employer.open_enrollment_end))}
              </Text>
            </HomeSection>
          </SimpleGrid>
        </Stack>
      ) : (
        <EmptyState title="Your account is not linked to an employer yet">
          Ask your Covey contact or your broker to add you as an administrator of your company.
        </EmptyState>
      )}
    </QueryState>
  );
}
