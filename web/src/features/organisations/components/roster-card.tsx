import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberInvites, useRosterMember } from '../api/orgs-api';
import { day, rosterStatus } from '../lib/org-labels';
import { brokerInvitesStatusLabels } from '../../../lib/select-labels';
import { Eligibility, ReassignCounselor } from './roster-card-forms';
import { RosterActions } from './roster-actions';
import { StatusBadge } from './status-badge';
import { useT } from '../../../i18n/use-t';

/** /members/{id} for E/B/S: the roster card (no health data); `title` names it for the viewer */
export function RosterCard({ id, isSuperuser, title }: { id: string; isSuperuser: boolean; title?: string }) {
  const t = useT();
  const member = useRosterMember(id);
  const m = member.data;
  const invites = useMemberInvites(m ? id : '');
  const invite = invites.data?.[0];
  const employer = (m?.expand as { employer?: { id: string; name: string } } | undefined)?.employer;
  const name = m ? `${m.first_name} ${m.last_name}`.trim() || m.email : '';
  return (
    <QueryState isPending={member.isPending} errorMessage={member.error ? errorMessage(member.error) : null} onRetry={() => void member.refetch()} loadingLabel={t('org.rosterCard.loading')}>
      {m ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {title === undefined ? (
                // an employer's or broker's view: the card is the person's, named
                <Stack gap={0}>
                  <Title order={2} fz="h3">
                    {name || t('org.rosterCard.unnamed')}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {t('org.rosterCard.title')}
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
              <Text size="sm">{t('org.agency.email')} {m.email || '—'}</Text>
              <Text size="sm">{t('org.rosterCard.employeeId', { id: m.employee_id || '—' })}</Text>
              <Text size="sm">
                {t('org.rosterCard.eligibility', { from: day(m.eligibility_start), until: day(m.eligibility_end) })}
              </Text>
              <Text size="sm">
                {t('org.rosterCard.employer')} {employer ? <Anchor component={Link} to={paths.employer.href(employer.id)}>{employer.name}</Anchor> : '—'}
              </Text>
              <Text size="sm">
                {invite
                  ? t('org.rosterCard.invitation', { status: invite.status ? brokerInvitesStatusLabels[invite.status] : '', count: invite.sent_count, last: day(invite.last_sent) })
                  : t('org.rosterCard.noInvitation')}
              </Text>
            </SimpleGrid>
            <RosterActions row={m} invite={invite} who={name} />
            <Eligibility m={m} />
            {isSuperuser ? <ReassignCounselor m={m} /> : null}
            <Text size="xs" c="gray.7">
              {t('org.rosterCard.private')}
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </QueryState>
  );
}
