import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberInvites, useRosterMember } from '../api/orgs-api';
import { day, rosterStatus } from '../lib/org-labels';
import { Eligibility, ReassignCounselor } from './roster-card-forms';
import { RosterActions } from './roster-actions';
import { StatusBadge } from './status-badge';

/** /members/{id} for E/B/S: the roster card (no health data); `title` names it for the viewer */
export function RosterCard({ id, isSuperuser, title = 'Roster card' }: { id: string; isSuperuser: boolean; title?: string }) {
  const member = useRosterMember(id);
  const m = member.data;
  const invites = useMemberInvites(m ? id : '');
  const invite = invites.data?.[0];
  const employer = (m?.expand as { employer?: { id: string; name: string } } | undefined)?.employer;
  const name = m ? `${m.first_name} ${m.last_name}`.trim() || m.email : '';
  return (
    <QueryState isPending={member.isPending} errorMessage={member.error ? errorMessage(member.error) : null} onRetry={() => void member.refetch()} loadingLabel="Loading roster card">
      {m ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {title === 'Roster card' ? (
                // an employer's or broker's view: the card is the person's, named
                <Stack gap={0}>
                  <Title order={2} fz="h3">
                    {name || 'Unnamed employee'}
                  </Title>
                  <Text size="sm" c="gray.7">
                    Roster card
                  </Text>
                </Stack>
              ) : (
                // the operator's person page names the person in its own title
                <Title order={2} fz="h3">
                  {title}
                </Title>
              )}
              <StatusBadge status={rosterStatus(m.status, invite)} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Text size="sm">Email: {m.email || '—'}</Text>
              <Text size="sm">Employee ID: {m.employee_id || '—'}</Text>
              <Text size="sm">
                Eligibility: {day(m.eligibility_start)} – {day(m.eligibility_end)}
              </Text>
              <Text size="sm">
                Employer: {employer ? <Anchor component={Link} to={paths.employer.href(employer.id)}>{employer.name}</Anchor> : '—'}
              </Text>
              <Text size="sm">Invitation: {invite ? `${invite.status} (sent ${invite.sent_count} time${invite.sent_count === 1 ? '' : 's'}, last ${day(invite.last_sent)})` : 'none'}</Text>
            </SimpleGrid>
            <RosterActions row={m} invite={invite} who={name} />
            <Eligibility m={m} />
            {isSuperuser ? <ReassignCounselor m={m} /> : null}
            <Text size="xs" c="gray.7">
              Health information (coverage, reports, appointments, chats) is private to the member and their counselor.
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </QueryState>
  );
}
